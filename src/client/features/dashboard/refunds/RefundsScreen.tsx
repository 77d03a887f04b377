import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { REFUND_LIST_STATUSES, StaffRefund } from '../../../../shared/schemas/dashboard/refunds';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { notify } from '../../../ui/notify';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { detailOf } from '../components/formErrors';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { useGetStaffRefundsQuery, useRetryRefundMutation } from './refundsApi';

type ListStatus = (typeof REFUND_LIST_STATUSES)[number];
const STATUS_KEYS = {
  pending: 'dashboard.refunds.statusPending',
  sending: 'dashboard.refunds.statusPending',
  failed: 'dashboard.refunds.statusFailed',
  succeeded: 'dashboard.refunds.statusSucceeded',
} as const;

/** Refunds the worker is sending, has failed to send, or has made; a failed one can be tried again. */
export default function RefundsScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  useDocumentTitle(t('dashboard.nav.refunds'));
  const { params, update, hrefFor } = useListParams(['status']);
  const refunds = useGetStaffRefundsQuery(listQuery(params));
  const [retry, retrying] = useRetryRefundMutation();
  const when = (at: string) => formatDate(at, lang, { dateStyle: 'medium', timeStyle: 'short' });

  const tryAgain = async (row: StaffRefund) => {
    const result = await retry(row.id);
    if ('data' in result) notify('success', t('dashboard.refunds.retried', { code: row.booking_code }));
    else notify('error', detailOf(result.error) ?? t('dashboard.refunds.retryFailed'));
  };

  const columns: Column<StaffRefund>[] = [
    { id: 'created_at', header: t('dashboard.refunds.asked'), cell: (row) => when(row.created_at) },
    {
      id: 'booking',
      header: t('dashboard.refunds.booking'),
      cell: (row) => (
        <>
          <Link to={`/dashboard/bookings/${row.booking}`}>
            <bdi>{row.booking_code}</bdi>
          </Link>
          <br />
          <bdi dir="auto">{row.guest_name || row.guest_email}</bdi>
        </>
      ),
    },
    { id: 'amount', header: t('dashboard.refunds.amount'), cell: (row) => formatPrice(row.amount, lang, row.currency) },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (row) => (
        <>
          <Status $tone={row.status === 'failed' ? 'bad' : row.status === 'succeeded' ? 'good' : 'wait'}>
            {t(STATUS_KEYS[row.status])}
          </Status>
          <Small>
            {t('dashboard.refunds.attempts', { formatted: formatNumber(row.attempts, lang), count: row.attempts })}
            {row.next_attempt_at ? (
              <>
                <br />
                {t('dashboard.refunds.nextAttempt', { when: when(row.next_attempt_at) })}
              </>
            ) : null}
            {row.status === 'succeeded' && row.finished_at ? (
              <>
                <br />
                {t('dashboard.refunds.doneAt', { when: when(row.finished_at) })}
              </>
            ) : null}
          </Small>
        </>
      ),
    },
    {
      id: 'reason',
      header: t('dashboard.refunds.reason'),
      wide: true,
      cell: (row) => (
        <>
          <bdi dir="auto">{row.reason || '—'}</bdi>
          <Small>{row.requested_by ? <bdi dir="auto">{row.requested_by}</bdi> : t('dashboard.refunds.byGuestOrSystem')}</Small>
        </>
      ),
    },
    {
      id: 'last_error',
      header: t('dashboard.refunds.lastError'),
      wide: true,
      cell: (row) => (row.last_error && row.status !== 'succeeded' ? <Code dir="ltr">{row.last_error}</Code> : '—'),
    },
    {
      id: 'actions',
      header: t('dashboard.common.actions'),
      cell: (row) =>
        row.status === 'failed' ? (
          <Button
            type="button"
            $variant="secondary"
            disabled={retrying.isLoading}
            aria-label={t('dashboard.refunds.retryLabel', { code: row.booking_code })}
            onClick={() => void tryAgain(row)}
          >
            {t('dashboard.refunds.retry')}
          </Button>
        ) : null,
    },
  ];

  const status = params.filters.status as ListStatus | undefined;
  return (
    <>
      <ScreenHeader title={t('dashboard.nav.refunds')} text={t('dashboard.refunds.intro')} />
      <FilterBar>
        <Select
          label={t('dashboard.common.status')}
          value={status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            { value: 'pending', label: t('dashboard.refunds.statusPending') },
            { value: 'failed', label: t('dashboard.refunds.statusFailed') },
            { value: 'succeeded', label: t('dashboard.refunds.statusSucceeded') },
          ]}
        />
      </FilterBar>
      {refunds.data && (refunds.data.pending_count > 0 || refunds.data.failed_count > 0) ? (
        <Summary role="status">
          {t('dashboard.refunds.summary', {
            pending: formatNumber(refunds.data.pending_count, lang),
            failed: formatNumber(refunds.data.failed_count, lang),
          })}
        </Summary>
      ) : null}
      <DataTable
        caption={t('dashboard.nav.refunds')}
        columns={columns}
        rows={refunds.data?.results}
        rowKey={(row) => row.id}
        isLoading={refunds.isFetching && !refunds.data}
        isError={refunds.isError}
        onRetry={refunds.refetch}
        empty={t('dashboard.refunds.empty')}
      />
      {refunds.data ? <Pagination page={refunds.data.page} pages={refunds.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

const Status = styled.span<{ $tone: 'good' | 'bad' | 'wait' }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $tone }) => ($tone === 'bad' ? theme.colors.danger : $tone === 'good' ? theme.colors.success : theme.colors.deepSea)};
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space(0, 0, 3)};
  color: ${({ theme }) => theme.colors.deepSea};
`;
