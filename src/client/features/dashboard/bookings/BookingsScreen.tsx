import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BOOKING_STATUSES } from '../../../../shared/schemas/booking';
import { BOOKING_STAGES, type BookingStage, type StaffBookingRow } from '../../../../shared/schemas/dashboard/bookings';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/date/DateField';
import { formatDate, formatPrice } from '../../../ui/format';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { useCatalogueChoices } from '../components/useCatalogueChoices';
import { useExportBookingsMutation, useGetStaffBookingsQuery } from './bookingsApi';
import { useStatusLabel } from './labels';
import { pickLocalized } from '../../../ui/useLocalized';

const FILTERS = ['stage', 'status', 'stay_from', 'stay_to', 'hut', 'payment', 'created_from', 'created_to'] as const;

/** Every booking: search, filters, sort and page in the URL; the same filters export as CSV. */
export default function BookingsScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.bookings'));
  const { params, update, toggleSort, hrefFor } = useListParams(FILTERS);
  const bookings = useGetStaffBookingsQuery(listQuery(params));
  const [exportCsv, exporting] = useExportBookingsMutation();
  const { huts } = useCatalogueChoices();
  const statusLabel = useStatusLabel();
  const stages: Record<BookingStage, string> = {
    arriving_today: t('dashboard.bookings.stageArriving'),
    in_house: t('dashboard.bookings.stageInHouse'),
    checked_out: t('dashboard.bookings.stageCheckedOut'),
    not_scanned: t('dashboard.bookings.stageNotScanned'),
  };
  const stageLabel = (stage: BookingStage) => stages[stage];
  const all = { value: '', label: t('dashboard.common.all') };
  const lang = i18n.language;

  const download = async () => {
    const { page: _page, ...query } = listQuery(params);
    const result = await exportCsv(query);
    if (!('data' in result) || !result.data) return;
    const url = URL.createObjectURL(result.data);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'bookings.csv';
    link.click();
    URL.revokeObjectURL(url);
  };

  const columns: Column<StaffBookingRow>[] = [
    {
      id: 'code',
      header: t('dashboard.bookings.code'),
      sortable: true,
      cell: (row) => (
        <Link to={`/dashboard/bookings/${row.id}`}>
          <bdi dir="ltr">{row.code}</bdi>
        </Link>
      ),
    },
    {
      id: 'guest',
      header: t('dashboard.bookings.guest'),
      cell: (row) => <>{row.guest.full_name || <bdi dir="ltr">{row.guest.email}</bdi>}</>,
    },
    {
      id: 'hut',
      header: t('dashboard.bookings.hut'),
      wide: true,
      cell: (row) => pickLocalized(row.hut ?? row.visit ?? { title: '', title_ar: '' }, 'title', lang),
    },
    {
      id: 'date_from',
      header: t('dashboard.bookings.stay'),
      sortable: true,
      cell: (row) =>
        `${formatDate(row.date_from, lang, { day: 'numeric', month: 'short' })} – ${formatDate(row.date_to, lang, { day: 'numeric', month: 'short', year: 'numeric' })}`,
    },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (row) => (
        <>
          {statusLabel(row.status)}
          {row.checked_out ? (
            <StageNote>{t('dashboard.bookings.stageCheckedOut')}</StageNote>
          ) : row.checked_in ? (
            <StageNote>{t('dashboard.bookings.stageInHouse')}</StageNote>
          ) : null}
        </>
      ),
    },
    {
      id: 'total',
      header: t('dashboard.bookings.total'),
      sortable: true,
      wide: true,
      cell: (row) => formatPrice(row.total, lang, row.currency),
    },
    {
      id: 'not_paid',
      header: t('dashboard.bookings.unpaid'),
      wide: true,
      cell: (row) => (Number(row.not_paid) > 0 ? formatPrice(row.not_paid, lang, row.currency) : '—'),
    },
    {
      id: 'created_at',
      header: t('dashboard.common.created'),
      sortable: true,
      wide: true,
      cell: (row) => formatDate(row.created_at, lang),
    },
  ];

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.bookings')}
        actions={
          <Button type="button" $variant="secondary" onClick={() => void download()} disabled={exporting.isLoading}>
            {t('dashboard.bookings.export')}
          </Button>
        }
      />
      {exporting.isError ? <FormAlert messages={t('dashboard.bookings.exportFailed')} /> : null}
      <FilterBar role="search">
        <TextField
          type="search"
          label={t('dashboard.bookings.search')}
          placeholder={t('dashboard.bookings.searchHint')}
          defaultValue={params.q}
          onChange={(event) => update({ q: event.target.value })}
        />
        <Select
          label={t('dashboard.bookings.stage')}
          value={params.filters.stage ?? ''}
          onChange={(event) => update({ stage: event.target.value })}
          options={[all, ...BOOKING_STAGES.map((stage) => ({ value: stage, label: stageLabel(stage) }))]}
        />
        <Select
          label={t('dashboard.common.status')}
          value={params.filters.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={[all, ...BOOKING_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))]}
        />
        <Select
          label={t('dashboard.bookings.hut')}
          value={params.filters.hut ?? ''}
          onChange={(event) => update({ hut: event.target.value })}
          options={[all, ...huts]}
        />
        <Select
          label={t('dashboard.bookings.payment')}
          value={params.filters.payment ?? ''}
          onChange={(event) => update({ payment: event.target.value })}
          options={[
            all,
            { value: 'paid', label: t('dashboard.bookings.paidFilter') },
            { value: 'unpaid', label: t('dashboard.bookings.unpaidFilter') },
          ]}
        />
        {/* The back office's one date field (dd/mm/yyyy in the language's digits, with its calendar), as in the overview and promos. */}
        <DateField
          label={t('dashboard.bookings.stayFrom')}
          max={params.filters.stay_to || undefined}
          value={params.filters.stay_from ?? ''}
          onChange={(stay_from) => update({ stay_from })}
        />
        <DateField
          label={t('dashboard.bookings.stayTo')}
          min={params.filters.stay_from || undefined}
          value={params.filters.stay_to ?? ''}
          onChange={(stay_to) => update({ stay_to })}
        />
        <DateField
          label={t('dashboard.bookings.createdFrom')}
          max={params.filters.created_to || undefined}
          value={params.filters.created_from ?? ''}
          onChange={(created_from) => update({ created_from })}
        />
        <DateField
          label={t('dashboard.bookings.createdTo')}
          min={params.filters.created_from || undefined}
          value={params.filters.created_to ?? ''}
          onChange={(created_to) => update({ created_to })}
        />
      </FilterBar>
      <DataTable
        caption={t('dashboard.nav.bookings')}
        columns={columns}
        rows={bookings.data?.results}
        rowKey={(row) => row.id}
        isLoading={bookings.isFetching && !bookings.data}
        isError={bookings.isError}
        onRetry={bookings.refetch}
        sort={params.sort || '-created_at'}
        onSort={toggleSort}
        empty={t('dashboard.common.noResults')}
      />
      {bookings.data ? <Pagination page={bookings.data.page} pages={bookings.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

const StageNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
