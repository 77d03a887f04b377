import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ThreadSummary } from '../../../../shared/schemas/bookingMessages';
import { formatDate, formatNumber } from '../../../ui/format';
import { Checkbox } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { BackLink } from '../components/DetailParts';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useGetConversationsQuery } from './conversationsApi';

/** Conversations about bookings in the support inbox: the latest first, those waiting for an answer marked. */
export default function ConversationsScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  useDocumentTitle(t('conversation.list.title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unread = params.get('unread') === '1';
  const list = useGetConversationsQuery({ page, unread }, { refetchOnFocus: true });
  const hrefFor = (next: number) => `/dashboard/support/bookings?${unread ? 'unread=1&' : ''}page=${next}`;

  const columns: Column<ThreadSummary>[] = [
    {
      id: 'booking',
      header: t('conversation.list.booking'),
      cell: (row) => (
        <Who>
          <Link to={`/dashboard/support/bookings/${row.booking_id}`}>{row.guest || t('conversation.formerGuest')}</Link>
          <bdi dir="ltr">{row.code}</bdi>
          <span>{lang.startsWith('ar') ? row.hut_ar || row.hut : row.hut || row.hut_ar}</span>
        </Who>
      ),
    },
    {
      id: 'last',
      header: t('conversation.list.last'),
      cell: (row) => (
        <Preview dir="auto">
          {row.last_from === 'guest' ? t('conversation.list.fromGuest') : t('conversation.list.fromResort')}{' '}
          {row.last_message || t('conversation.list.file')}
        </Preview>
      ),
    },
    {
      id: 'unread',
      header: t('conversation.list.unreadHeader'),
      cell: (row) =>
        row.unread > 0 ? (
          <Unread>{t('conversation.list.unread', { count: row.unread, formatted: formatNumber(row.unread, lang) })}</Unread>
        ) : (
          '—'
        ),
    },
    {
      id: 'last_at',
      header: t('conversation.list.when'),
      wide: true,
      cell: (row) => formatDate(row.last_at, lang, { dateStyle: 'medium', timeStyle: 'short' }),
    },
  ];

  return (
    <>
      <BackLink to="/dashboard/support">{t('conversation.list.back')}</BackLink>
      <ScreenHeader title={t('conversation.list.title')} text={t('conversation.list.intro')} />
      <FilterBar>
        <Checkbox
          label={t('conversation.list.onlyUnread')}
          checked={unread}
          onChange={(event) => setParams(event.target.checked ? { unread: '1' } : {})}
        />
      </FilterBar>
      <DataTable
        caption={t('conversation.list.title')}
        columns={columns}
        rows={list.data?.results}
        rowKey={(row) => row.booking_id}
        isLoading={list.isFetching && !list.data}
        isError={list.isError}
        onRetry={list.refetch}
        empty={t('conversation.list.empty')}
      />
      {list.data ? <Pagination page={list.data.page} pages={list.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

const Who = styled.span`
  display: grid;
  gap: 2px;
  bdi,
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Preview = styled.span`
  display: -webkit-box;
  max-width: 40ch;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const Unread = styled.strong`
  color: ${({ theme }) => theme.colors.lagoonDark};
`;
