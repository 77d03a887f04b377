// Issue 22: the back office's tax documents: every invoice, credit and debit note, newest first, filtered by day, kind
// and number; each one's PDF and XML, the filtered list as CSV and a month's XML as a ZIP (files behind the token).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { TAX_DOCUMENT_TYPES, type TaxDocument } from '../../../../shared/schemas/taxDocuments';
import { downloadWithToken } from '../../../api/download';
import { Button } from '../../../ui/Button';
import { DateField } from '../../../ui/date/DateField';
import { formatDate, formatPrice } from '../../../ui/format';
import { FormAlert, Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { selectToken } from '../../auth/authSlice';
import { TaxDocumentDownloads, useTaxDocumentType } from '../../booking/components/TaxDocumentList';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { MonthPicker, recentMonths } from '../finance/MonthPicker';
import { useGetTaxDocumentsQuery } from './documentsApi';

const FILTERS = ['from', 'to', 'type', 'number'] as const;

/** "2026-03" of a day, or this month on the staff member's clock. */
const monthOf = (day?: string) => (day ? day.slice(0, 7) : recentMonths(1)[0]);

export default function DocumentsScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.documents'));
  const { params, update, hrefFor } = useListParams(FILTERS);
  const list = useGetTaxDocumentsQuery(listQuery(params));
  const typeLabel = useTaxDocumentType();
  const token = useSelector(selectToken);
  const [month, setMonth] = useState(() => monthOf(params.filters.to ?? params.filters.from));
  const [busy, setBusy] = useState<'csv' | 'zip' | null>(null);
  const [failed, setFailed] = useState(false);
  const lang = i18n.language;

  const download = async (kind: 'csv' | 'zip') => {
    setBusy(kind);
    setFailed(false);
    try {
      if (kind === 'csv') {
        const { page: _page, ...filters } = listQuery(params);
        const query = new URLSearchParams(Object.entries(filters).map(([name, value]) => [name, String(value)])).toString();
        await downloadWithToken(`/api/dashboard/documents/export.csv${query ? `?${query}` : ''}`, token, null, 'tax-documents.csv');
      } else {
        await downloadWithToken(
          `/api/dashboard/documents/xml.zip?month=${encodeURIComponent(month)}`,
          token,
          null,
          `tax-documents-${month}.zip`,
        );
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const reporting = (state: TaxDocument['reporting']) =>
    state === 'reported'
      ? t('dashboard.documents.reported')
      : state === 'rejected'
        ? t('dashboard.documents.rejected')
        : t('dashboard.documents.pending');

  const columns: Column<TaxDocument>[] = [
    {
      id: 'number',
      header: t('dashboard.documents.number'),
      cell: (row) => (
        <strong>
          <bdi dir="ltr">{row.number}</bdi>
        </strong>
      ),
    },
    { id: 'type', header: t('dashboard.documents.type'), cell: (row) => typeLabel(row.type) },
    {
      id: 'issued_at',
      header: t('dashboard.documents.issued'),
      cell: (row) => formatDate(row.issued_at, lang, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    {
      id: 'booking',
      header: t('dashboard.documents.booking'),
      cell: (row) =>
        row.booking === null ? '—' : <Link to={`/dashboard/bookings/${row.booking}`}>{t('dashboard.documents.openBooking')}</Link>,
    },
    { id: 'total', header: t('dashboard.documents.total'), cell: (row) => <bdi>{formatPrice(row.total, lang)}</bdi> },
    { id: 'vat', header: t('dashboard.documents.vat'), wide: true, cell: (row) => <bdi>{formatPrice(row.vat, lang)}</bdi> },
    { id: 'reporting', header: t('dashboard.documents.reporting'), wide: true, cell: (row) => reporting(row.reporting) },
    { id: 'files', header: t('dashboard.documents.files'), cell: (row) => <TaxDocumentDownloads document={row} /> },
  ];

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.documents')}
        text={t('dashboard.documents.intro')}
        actions={
          <Button type="button" $variant="secondary" onClick={() => void download('csv')} disabled={busy !== null}>
            {busy === 'csv' ? t('taxDocuments.downloading') : t('dashboard.documents.exportCsv')}
          </Button>
        }
      />
      {failed ? <FormAlert messages={t('taxDocuments.downloadFailed')} /> : null}
      <FilterBar role="search">
        <DateField
          label={t('dashboard.documents.from')}
          max={params.filters.to || undefined}
          value={params.filters.from ?? ''}
          onChange={(from) => update({ from })}
        />
        <DateField
          label={t('dashboard.documents.to')}
          min={params.filters.from || undefined}
          value={params.filters.to ?? ''}
          onChange={(to) => update({ to })}
        />
        <Select
          label={t('dashboard.documents.type')}
          value={params.filters.type ?? ''}
          onChange={(event) => update({ type: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            ...TAX_DOCUMENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
          ]}
        />
        <TextField
          type="search"
          label={t('dashboard.documents.number')}
          placeholder="KEN-000123"
          defaultValue={params.filters.number ?? ''}
          onChange={(event) => update({ number: event.target.value })}
        />
      </FilterBar>
      <FilterBar>
        <MonthPicker label={t('dashboard.documents.month')} value={month} onChange={setMonth} />
        <Button type="button" $variant="secondary" onClick={() => void download('zip')} disabled={busy !== null}>
          {busy === 'zip' ? t('taxDocuments.downloading') : t('dashboard.documents.zip')}
        </Button>
      </FilterBar>
      <DataTable
        caption={t('dashboard.nav.documents')}
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
