import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { LEDGER_KINDS, type LedgerEntry, type LedgerQuery } from '../../../../shared/schemas/dashboard/finance';
import { downloadWithToken } from '../../../api/download';
import { Button } from '../../../ui/Button';
import { selectToken } from '../../auth/authSlice';
import { DateField } from '../../../ui/date/DateField';
import { formatDate, formatPrice } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { queryOf, useGetLedgerQuery, useGetLedgerSummaryQuery } from './financeApi';
import { MonthPicker, recentMonths } from './MonthPicker';
import { PAYMENT_METHODS, usePaymentMethodName } from './paymentMethods';

const FILTERS = ['from', 'to', 'kind', 'method', 'month'] as const;

/** /dashboard/ledger: every payment, refund and tax document by day with running totals, its CSV and a month's summary. */
export default function LedgerScreen() {
  const { t, i18n } = useTranslation();
  const title = t('dashboard.nav.ledger');
  useDocumentTitle(title);
  const lang = i18n.language;
  const { params, update, hrefFor } = useListParams(FILTERS);
  const { from, to, kind, method } = params.filters;
  const filters: Omit<LedgerQuery, 'page'> = {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(kind ? { kind: kind as LedgerQuery['kind'] } : {}),
    ...(method ? { method } : {}),
  };
  const ledger = useGetLedgerQuery({ ...filters, page: params.page });
  const month = params.filters.month ?? recentMonths(1)[0];
  const summary = useGetLedgerSummaryQuery(month);
  const methodName = usePaymentMethodName();
  const methodChoice = method?.toLowerCase() ?? '';
  // A link may carry a method the resort does not take: it stays a choice, so the select shows the filter in use.
  const methodChoices: string[] = [...PAYMENT_METHODS];
  if (methodChoice && !methodChoices.includes(methodChoice)) methodChoices.push(methodChoice);
  const token = useSelector(selectToken);
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      await downloadWithToken(`/api/dashboard/ledger/export.csv${queryOf(filters)}`, token, null, 'ledger.csv');
    } finally {
      setExporting(false);
    }
  };
  const money = (amount: string) => <bdi>{formatPrice(amount, lang)}</bdi>;
  const kindLabel = (row: LedgerEntry) =>
    row.kind === 'document' && row.document_type
      ? t(`dashboard.finance.document.${row.document_type}`)
      : t(`dashboard.finance.kind.${row.kind}`);

  const columns: Column<LedgerEntry>[] = [
    { id: 'day', header: t('dashboard.finance.day'), cell: (row) => formatDate(row.at, lang, { dateStyle: 'medium', timeStyle: 'short' }) },
    { id: 'kind', header: t('dashboard.finance.kindLabel'), cell: kindLabel },
    {
      id: 'method',
      header: t('dashboard.finance.method'),
      wide: true,
      cell: (row) => (row.method ? <bdi>{methodName(row.method)}</bdi> : '—'),
    },
    {
      id: 'reference',
      header: t('dashboard.finance.reference'),
      wide: true,
      cell: (row) => (row.reference ? <bdi dir="ltr">{row.reference}</bdi> : '—'),
    },
    {
      id: 'booking',
      header: t('dashboard.finance.booking'),
      cell: (row) =>
        row.booking_id && row.booking_code ? (
          <Link to={`/dashboard/bookings/${row.booking_id}`}>
            <bdi dir="ltr">{row.booking_code}</bdi>
          </Link>
        ) : (
          '—'
        ),
    },
    { id: 'amount', header: t('dashboard.finance.amount'), cell: (row) => money(row.amount) },
    { id: 'running_cash', header: t('dashboard.finance.runningCash'), cell: (row) => money(row.running_cash) },
    { id: 'running_documents', header: t('dashboard.finance.runningDocuments'), wide: true, cell: (row) => money(row.running_documents) },
  ];
  const figures = summary.data
    ? ([
        ['payments', summary.data.payments],
        ['refunds', summary.data.refunds],
        ['cashNet', summary.data.cash_net],
        ['invoices', summary.data.invoices],
        ['creditNotes', summary.data.credit_notes],
        ['debitNotes', summary.data.debit_notes],
        ['net', summary.data.net],
      ] as const)
    : [];

  return (
    <>
      <ScreenHeader
        title={title}
        text={t('dashboard.finance.ledgerIntro')}
        actions={
          <Button $variant="secondary" onClick={download} disabled={exporting}>
            {t('dashboard.finance.exportCsv')}
          </Button>
        }
      />
      <section aria-labelledby="ledger-month">
        <h2 id="ledger-month">{t('dashboard.finance.monthSummary')}</h2>
        <FilterBar>
          <MonthPicker value={month} onChange={(value) => update({ month: value })} />
        </FilterBar>
        {figures.length ? (
          <Figures>
            {figures.map(([key, amount]) => (
              <div key={key}>
                <dt>{t(`dashboard.finance.summary.${key}`)}</dt>
                <dd>{money(amount)}</dd>
              </div>
            ))}
          </Figures>
        ) : null}
      </section>
      <FilterBar>
        <DateField
          label={t('dashboard.finance.from')}
          max={to || undefined}
          value={from ?? ''}
          onChange={(value) => update({ from: value })}
        />
        <DateField label={t('dashboard.finance.to')} min={from || undefined} value={to ?? ''} onChange={(value) => update({ to: value })} />
        <Select
          label={t('dashboard.finance.kindLabel')}
          value={kind ?? ''}
          onChange={(event) => update({ kind: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            ...LEDGER_KINDS.map((value) => ({ value, label: t(`dashboard.finance.kind.${value}`) })),
          ]}
        />
        <Select
          label={t('dashboard.finance.method')}
          value={methodChoice}
          onChange={(event) => update({ method: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            ...methodChoices.map((value) => ({ value, label: methodName(value) })),
          ]}
        />
      </FilterBar>
      <DataTable
        caption={title}
        columns={columns}
        rows={ledger.data?.results}
        rowKey={(row) => `${row.kind}-${row.id}`}
        isLoading={ledger.isFetching && !ledger.data}
        isError={ledger.isError}
        onRetry={ledger.refetch}
        empty={t('dashboard.common.noResults')}
      />
      {ledger.data ? <Pagination page={ledger.data.page} pages={ledger.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(0, 0, 5)};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
