import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../ui/Button';
import { formatDate, formatNumber } from '../../../ui/format';
import { Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import type { Page } from '../../../../shared/schemas/common';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { useSupplierId } from '../supplier/useSupplierId';
import { staffListQuery, Status } from '../huts/HutsScreen';
import type { MissingForGuests } from '../../../../shared/schemas/dashboard/catalogueCommon';
import { VisibilityStatus } from '../components/GuestVisibility';

interface Row {
  id: number;
  title: string;
  title_ar: string;
  is_active: boolean;
  missing?: MissingForGuests;
  next_date: string | null;
  sessions_count: number;
  supplier_name?: string;
}
type ListHook = (query: Record<string, string | number>) => {
  data?: Page<Row>;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
};

const FILTERS = ['status'] as const;

/** The list of events or of services: search, status, next session, link to the form. */
export function CatalogueListScreen({
  area,
  title,
  intro,
  newLabel,
  useList,
}: {
  area: 'events' | 'services';
  title: string;
  intro: string;
  newLabel: string;
  useList: ListHook;
}) {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  useDocumentTitle(title);
  const { params, update, hrefFor } = useListParams(FILTERS);
  const list = useList(staffListQuery(params));
  const ownerId = useSupplierId();
  const columns: Column<Row>[] = [
    {
      id: 'title',
      header: t('dashboard.items.name'),
      cell: (row) => <Link to={`/dashboard/${area}/${row.id}`}>{pick(row, 'title')}</Link>,
    },
    ...(area === 'services' && !ownerId
      ? [{ id: 'supplier', header: t('dashboard.services.supplier'), wide: true, cell: (row: Row) => row.supplier_name ?? '' }]
      : []),
    {
      id: 'next',
      header: t('dashboard.sessions.next'),
      cell: (row) => (row.next_date ? formatDate(row.next_date, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }) : '—'),
    },
    { id: 'sessions', header: t('dashboard.sessions.title'), wide: true, cell: (row) => formatNumber(row.sessions_count, i18n.language) },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (row) => (
        <>
          <Status $on={row.is_active}>{row.is_active ? t('dashboard.huts.active') : t('dashboard.huts.inactive')}</Status>
          <VisibilityStatus kind={area === 'events' ? 'event' : 'service'} missing={row.missing} />
        </>
      ),
    },
  ];
  return (
    <>
      <ScreenHeader title={title} text={intro} actions={<LinkButton to={`/dashboard/${area}/new`}>{newLabel}</LinkButton>} />
      <FilterBar>
        <TextField
          type="search"
          label={t('dashboard.common.search')}
          defaultValue={params.q}
          onBlur={(event) => update({ q: event.target.value.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') update({ q: event.currentTarget.value.trim() });
          }}
        />
        <Select
          label={t('dashboard.common.status')}
          value={params.filters.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            { value: 'active', label: t('dashboard.huts.active') },
            { value: 'inactive', label: t('dashboard.huts.inactive') },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={title}
        columns={columns}
        rows={list.data?.results}
        rowKey={(row) => row.id}
        isLoading={list.isFetching && !list.data}
        isError={list.isError}
        onRetry={list.refetch}
        empty={t('dashboard.common.noResults')}
      />
      {list.data ? <Pagination page={list.data.page} pages={list.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}
