import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DeskRefund, DeskRefundState } from '../../../../shared/schemas/dashboard/deskRefunds';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber, formatPrice } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { useGetDeskRefundsQuery } from './deskRefundsApi';
import { HandOverDialog } from './HandOverDialog';
import { useDeskRefundLabels } from './labels';

/** Money owed to guests at the desk (refunds of cash and card-terminal payments): the longest waiting first; "Handed over" records it. */
export default function DeskRefundsScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  useDocumentTitle(t('dashboard.nav.deskRefunds'));
  const { params, update, hrefFor } = useListParams(['state']);
  const state = (params.filters.state as DeskRefundState | undefined) ?? 'owed';
  const refunds = useGetDeskRefundsQuery(listQuery(params));
  const labels = useDeskRefundLabels();
  const [handing, setHanding] = useState<DeskRefund | null>(null);
  const when = (at: string) =>
    formatDate(at, lang, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

  // Three columns on a phone (the reason is hidden there): who, how much and since when, and the action.
  const columns: Column<DeskRefund>[] = [
    {
      id: 'guest',
      header: t('dashboard.deskRefunds.guest'),
      cell: (row) => (
        <>
          <bdi dir="auto">{row.guest.full_name}</bdi>
          <Small>
            <Link to={`/dashboard/bookings/${row.booking.id}`}>
              <bdi dir="ltr">{row.booking.code}</bdi>
            </Link>
          </Small>
          {row.guest.phone ? (
            <Small>
              <bdi dir="ltr">{row.guest.phone}</bdi>
            </Small>
          ) : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('dashboard.deskRefunds.amount'),
      cell: (row) => (
        <>
          <Strong>{formatPrice(row.amount, lang, row.currency)}</Strong>
          <Small>{labels.method(row.method)}</Small>
          <Small>
            {row.handed_over
              ? t('dashboard.deskRefunds.handedOverLine', {
                  when: when(row.handed_over.at),
                  name: row.handed_over.by ?? '—',
                  method: labels.method(row.handed_over.method),
                })
              : t('dashboard.deskRefunds.owedLine', { when: when(row.owed_since) })}
          </Small>
        </>
      ),
    },
    {
      id: 'reason',
      header: state === 'owed' ? t('dashboard.deskRefunds.reason') : t('dashboard.deskRefunds.note'),
      wide: true,
      cell: (row) => <bdi dir="auto">{(row.handed_over ? row.handed_over.note : row.reason) || '—'}</bdi>,
    },
    {
      id: 'actions',
      header: t('dashboard.common.actions'),
      cell: (row) =>
        row.state === 'owed' ? (
          <Button
            type="button"
            $variant="secondary"
            aria-label={t('dashboard.deskRefunds.handOverLabel', { code: row.booking.code })}
            onClick={() => setHanding(row)}
          >
            {t('dashboard.deskRefunds.handOver')}
          </Button>
        ) : (
          <Done>{t('dashboard.deskRefunds.stateHandedOver')}</Done>
        ),
    },
  ];

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.deskRefunds')} text={t('dashboard.deskRefunds.intro')} />
      <FilterBar>
        <Select
          label={t('dashboard.deskRefunds.show')}
          value={state}
          onChange={(event) => update({ state: event.target.value === 'owed' ? '' : event.target.value })}
          options={[
            { value: 'owed', label: t('dashboard.deskRefunds.stateOwed') },
            { value: 'handed_over', label: t('dashboard.deskRefunds.stateHandedOver') },
          ]}
        />
      </FilterBar>
      {refunds.data && refunds.data.owed_count > 0 ? (
        <Summary role="status">
          {t('dashboard.deskRefunds.summary', {
            formatted: formatNumber(refunds.data.owed_count, lang),
            total: formatPrice(refunds.data.owed_total, lang),
          })}
        </Summary>
      ) : null}
      <DataTable
        caption={t('dashboard.nav.deskRefunds')}
        columns={columns}
        rows={refunds.data?.results}
        rowKey={(row) => row.id}
        isLoading={refunds.isFetching && !refunds.data}
        isError={refunds.isError}
        onRetry={refunds.refetch}
        empty={state === 'owed' ? t('dashboard.deskRefunds.emptyOwed') : t('dashboard.deskRefunds.emptyHandedOver')}
      />
      {refunds.data ? <Pagination page={refunds.data.page} pages={refunds.data.pages} hrefFor={hrefFor} /> : null}
      {handing ? <HandOverDialog refund={handing} onClose={() => setHanding(null)} /> : null}
    </>
  );
}

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Strong = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Done = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.success};
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space(0, 0, 3)};
  color: ${({ theme }) => theme.colors.deepSea};
`;
