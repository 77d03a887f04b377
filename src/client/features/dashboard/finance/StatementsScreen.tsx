import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type SupplierStatement } from '../../../../shared/schemas/dashboard/finance';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber, formatPrice, percentSign } from '../../../ui/format';
import { TextField, toAsciiDigits } from '../../../ui/form';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { useGetStatementsQuery, useMarkStatementPaidMutation, useSetCommissionMutation } from './financeApi';
import { MonthPicker, monthLabel, recentMonths } from './MonthPicker';

const RATE = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;

/** A rate typed on an Arabic keyboard ("١٢٫٥") as the API takes it ("12.5"). */
const asciiRate = (typed: string) =>
  toAsciiDigits(typed)
    .replace(/\u066B/g, '.')
    .trim();

/** A supplier's commission rate (named in the page's language), edited in place: percent, saved on submit. */
function CommissionField({ row, name }: { row: SupplierStatement; name: string }) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(row.commission_rate);
  const [save, saving] = useSetCommissionMutation();
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rate = asciiRate(value);
    if (!RATE.test(rate)) return setProblem(t('dashboard.finance.rateInvalid'));
    setProblem('');
    const result = await save({ supplierId: row.supplier_id, commission_rate: rate });
    if ('error' in result) setProblem(t('dashboard.finance.rateFailed'));
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={<Trans i18nKey="dashboard.finance.commissionRateOf" values={{ name }} components={{ name: <bdi /> }} />}
        inputMode="decimal"
        unit={percentSign(i18n.language)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={problem || undefined}
      />
      <Button type="submit" $variant="secondary" disabled={saving.isLoading}>
        {t('dashboard.finance.saveRate')}
      </Button>
    </form>
  );
}

/** /dashboard/statements: each supplier's month, their commission rate, and marking a month paid. */
export default function StatementsScreen() {
  const { t, i18n } = useTranslation();
  const title = t('dashboard.nav.statements');
  useDocumentTitle(title);
  const lang = i18n.language;
  const { params, update } = useListParams(['month']);
  const month = params.filters.month ?? recentMonths(1)[0];
  const statements = useGetStatementsQuery(month);
  const [markPaid, marking] = useMarkStatementPaidMutation();
  const money = (amount: string) => <bdi>{formatPrice(amount, lang)}</bdi>;
  const name = (row: SupplierStatement) => (lang === 'ar' ? row.supplier_name_ar || row.supplier_name : row.supplier_name);

  const columns: Column<SupplierStatement>[] = [
    { id: 'supplier', header: t('dashboard.finance.supplier'), cell: (row) => <bdi>{name(row)}</bdi> },
    { id: 'tickets', header: t('dashboard.finance.tickets'), cell: (row) => formatNumber(row.tickets, lang) },
    { id: 'gross', header: t('dashboard.finance.gross'), wide: true, cell: (row) => money(row.gross) },
    { id: 'refunds', header: t('dashboard.finance.refunds'), wide: true, cell: (row) => money(row.refunds) },
    { id: 'commission', header: t('dashboard.finance.commission'), cell: (row) => money(row.commission) },
    { id: 'net_due', header: t('dashboard.finance.netDue'), cell: (row) => money(row.net_due) },
    {
      id: 'rate',
      header: t('dashboard.finance.commissionRate'),
      cell: (row) => <CommissionField key={row.commission_rate} row={row} name={name(row)} />,
    },
    {
      id: 'paid',
      header: t('dashboard.finance.paid'),
      cell: (row) =>
        row.paid_at ? (
          t('dashboard.finance.paidOn', { date: formatDate(row.paid_at, lang) })
        ) : (
          <Button
            $variant="secondary"
            disabled={marking.isLoading}
            onClick={() => markPaid({ supplierId: row.supplier_id, month })}
            aria-label={t('dashboard.finance.markPaidOf', { name: name(row), month: monthLabel(month, lang) })}
          >
            {t('dashboard.finance.markPaid')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <ScreenHeader title={title} text={t('dashboard.finance.statementsIntro')} />
      <FilterBar>
        <MonthPicker value={month} onChange={(value) => update({ month: value })} />
      </FilterBar>
      <DataTable
        caption={`${title}: ${monthLabel(month, lang)}`}
        columns={columns}
        rows={statements.data?.results}
        rowKey={(row) => row.supplier_id}
        isLoading={statements.isFetching && !statements.data}
        isError={statements.isError}
        onRetry={statements.refetch}
        empty={t('dashboard.finance.noSuppliers')}
      />
    </>
  );
}
