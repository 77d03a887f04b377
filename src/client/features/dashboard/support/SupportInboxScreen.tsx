import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SupportInboxItem } from '../../../../shared/schemas/dashboard/support';
import { formatDate, formatNumber } from '../../../ui/format';
import { Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { selectRole } from '../../auth/authSlice';
import { useSupplierDropdownQuery } from '../../support/supportApi';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { StatusTag } from './StatusTag';
import { useReceiverLabel, useSupportStatusLabel } from './labels';
import { useGetSupportInboxQuery } from './supportInboxApi';
import { useGetConversationsQuery } from '../conversations/conversationsApi';

const FILTERS = ['status', 'receiver'] as const;

/** The contact form's messages, newest first; filters and page in the URL; a row opens the thread. */
export default function SupportInboxScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.support'));
  const isStaff = useSelector(selectRole) === 'admin';
  const { params, update, hrefFor } = useListParams(FILTERS);
  const inbox = useGetSupportInboxQuery(listQuery(params));
  const suppliers = useSupplierDropdownQuery(undefined, { skip: !isStaff });
  const statusLabel = useSupportStatusLabel();
  const receiverLabel = useReceiverLabel();
  const all = { value: '', label: t('dashboard.common.all') };
  const waiting = useGetConversationsQuery({ unread: true });

  const columns: Column<SupportInboxItem>[] = [
    {
      id: 'sender',
      header: t('dashboard.support.sender'),
      cell: (row) => (
        <Sender>
          <Link to={`/dashboard/support/${row.id}`}>{row.full_name}</Link>
          <bdi dir="ltr">{row.email}</bdi>
        </Sender>
      ),
    },
    { id: 'content', header: t('dashboard.support.message'), wide: true, cell: (row) => <Preview dir="auto">{row.content}</Preview> },
    ...(isStaff
      ? [
          {
            id: 'receiver',
            header: t('dashboard.support.receiver'),
            wide: true,
            cell: (row: SupportInboxItem) => receiverLabel(row.receiver),
          },
        ]
      : []),
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (row) => <StatusTag $status={row.status}>{statusLabel(row.status)}</StatusTag>,
    },
    {
      id: 'created_at',
      header: t('dashboard.support.received'),
      wide: true,
      cell: (row) => formatDate(row.created_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.support')}
        text={isStaff ? t('dashboard.support.intro') : t('dashboard.support.introSupplier')}
        actions={
          <Link to="/dashboard/support/bookings">
            {waiting.data?.count
              ? t('conversation.list.linkWaiting', {
                  count: waiting.data.count,
                  formatted: formatNumber(waiting.data.count, i18n.language),
                })
              : t('conversation.list.link')}
          </Link>
        }
      />
      <FilterBar role="search">
        <TextField
          type="search"
          label={t('dashboard.common.search')}
          defaultValue={params.q}
          onChange={(event) => update({ q: event.target.value })}
        />
        <Select
          label={t('dashboard.common.status')}
          value={params.filters.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={[all, ...(['open', 'answered', 'closed'] as const).map((status) => ({ value: status, label: statusLabel(status) }))]}
        />
        {isStaff ? (
          <Select
            label={t('dashboard.support.receiver')}
            value={params.filters.receiver ?? ''}
            onChange={(event) => update({ receiver: event.target.value })}
            options={[
              all,
              { value: 'resort', label: t('dashboard.support.theResort') },
              ...(suppliers.data ?? []).map((supplier) => ({ value: String(supplier.id), label: supplier.full_name })),
            ]}
          />
        ) : null}
      </FilterBar>
      <DataTable
        caption={t('dashboard.nav.support')}
        columns={columns}
        rows={inbox.data?.results}
        rowKey={(row) => row.id}
        isLoading={inbox.isFetching && !inbox.data}
        isError={inbox.isError}
        onRetry={inbox.refetch}
        empty={t('dashboard.support.empty')}
      />
      {inbox.data ? <Pagination page={inbox.data.page} pages={inbox.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

const Sender = styled.span`
  display: grid;
  gap: 2px;
  bdi {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;

const Preview = styled.span`
  display: -webkit-box;
  max-width: 36ch;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;
