import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { downloadWithToken } from '../../../api/download';
import { Button } from '../../../ui/Button';
import { selectToken } from '../../auth/authSlice';
import { ErrorState } from '../../../ui/ErrorState';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { queryOf, useGetMyStatementQuery } from './financeApi';
import { MonthPicker, monthLabel, recentMonths } from './MonthPicker';

/** /dashboard/my-statements: a supplier's statement of a month, with its CSV and PDF. */
export default function MyStatementsScreen() {
  const { t, i18n } = useTranslation();
  const title = t('dashboard.nav.myStatements');
  useDocumentTitle(title);
  const lang = i18n.language;
  const { params, update } = useListParams(['month']);
  const month = params.filters.month ?? recentMonths(1)[0];
  const statement = useGetMyStatementQuery(month);
  const token = useSelector(selectToken);
  const [downloading, setDownloading] = useState(false);
  const save = async (format: 'csv' | 'pdf') => {
    setDownloading(true);
    try {
      await downloadWithToken(
        `/api/dashboard/supplier/statements/export.${format}${queryOf({ month })}`,
        token,
        null,
        `statement-${month}.${format}`,
      );
    } finally {
      setDownloading(false);
    }
  };
  const data = statement.data;
  const money = (amount: string) => <bdi>{formatPrice(amount, lang)}</bdi>;

  return (
    <>
      <ScreenHeader
        title={title}
        text={t('dashboard.finance.myStatementsIntro')}
        actions={
          <>
            <Button $variant="secondary" onClick={() => save('pdf')} disabled={downloading}>
              {t('dashboard.finance.downloadPdf')}
            </Button>
            <Button $variant="secondary" onClick={() => save('csv')} disabled={downloading}>
              {t('dashboard.finance.downloadCsv')}
            </Button>
          </>
        }
      />
      <FilterBar>
        <MonthPicker value={month} onChange={(value) => update({ month: value })} />
      </FilterBar>
      {statement.isError ? <ErrorState onRetry={statement.refetch} /> : null}
      {data ? (
        <section aria-label={monthLabel(month, lang)}>
          <Figures>
            <div>
              <dt>{t('dashboard.finance.tickets')}</dt>
              <dd>{formatNumber(data.tickets, lang)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.finance.gross')}</dt>
              <dd>{money(data.gross)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.finance.refunds')}</dt>
              <dd>{money(data.refunds)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.finance.netSales')}</dt>
              <dd>{money(data.net_sales)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.finance.commissionAt', { rate: formatNumber(Number(data.commission_rate), lang) })}</dt>
              <dd>{money(data.commission)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.finance.netDue')}</dt>
              <dd>{money(data.net_due)}</dd>
            </div>
          </Figures>
          <p>{data.paid_at ? t('dashboard.finance.paidOn', { date: formatDate(data.paid_at, lang) }) : t('dashboard.finance.notPaid')}</p>
        </section>
      ) : null}
    </>
  );
}

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
