import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { StaffReview } from '../../../../shared/schemas/dashboard/reviews';
import { Button } from '../../../ui/Button';
import { formatDate, formatNumber } from '../../../ui/format';
import { Select } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { isStale } from '../components/formErrors';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { StaleNotice } from '../components/StaleNotice';
import { listQuery, useListParams } from '../components/useListParams';
import { useGetStaffReviewsQuery, useSetReviewPublishedMutation } from '../users/usersApi';
import { ReplyDialog } from './ReplyDialog';

/** Guests' hut reviews and website ratings: hide one and it leaves the averages and the testimonials; reply once to each. */
export default function ReviewsScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.reviews'));
  const { params, update, hrefFor } = useListParams(['kind', 'published']);
  const reviews = useGetStaffReviewsQuery(listQuery(params));
  const [setPublished, state] = useSetReviewPublishedMutation();
  const arabic = i18n.language.startsWith('ar');
  const kind = params.filters.kind === 'website' ? 'website' : 'hut';
  const [replying, setReplying] = useState<StaffReview | null>(null);

  const columns: Column<StaffReview>[] = [
    { id: 'user', header: t('dashboard.reviews.guest'), cell: (row) => row.user.full_name || row.user.email },
    ...(kind === 'hut'
      ? [
          {
            id: 'hut',
            header: t('dashboard.reviews.hut'),
            cell: (row: StaffReview) => (row.hut ? (arabic && row.hut.title_ar) || row.hut.title : '—'),
          },
        ]
      : []),
    {
      id: 'value',
      header: t('dashboard.reviews.rating'),
      cell: (row) => t('dashboard.reviews.outOf', { value: formatNumber(row.value, i18n.language) }),
    },
    { id: 'content', header: t('dashboard.reviews.comment'), wide: true, cell: (row) => <bdi dir="auto">{row.content || '—'}</bdi> },
    { id: 'created_at', header: t('dashboard.common.created'), wide: true, cell: (row) => formatDate(row.created_at, i18n.language) },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (row) => (row.is_published ? t('dashboard.reviews.published') : t('dashboard.reviews.hidden')),
    },
    {
      id: 'reply',
      header: t('dashboard.reviews.reply'),
      wide: true,
      cell: (row) =>
        row.reply ? (
          <bdi dir="auto" lang={row.reply.language}>
            {row.reply.text}
          </bdi>
        ) : (
          t('dashboard.reviews.noReply')
        ),
    },
    {
      id: 'actions',
      header: t('dashboard.common.actions'),
      cell: (row) => (
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-label={
              row.reply
                ? t('dashboard.reviews.editReplyFor', { name: row.user.full_name || row.user.email })
                : t('dashboard.reviews.replyTo', { name: row.user.full_name || row.user.email })
            }
            onClick={() => setReplying(row)}
          >
            {row.reply ? t('dashboard.reviews.editReply') : t('dashboard.reviews.replyAction')}
          </Button>
          <Button
            type="button"
            $variant={row.is_published ? 'secondary' : 'primary'}
            disabled={state.isLoading}
            onClick={() => void setPublished({ kind: row.kind, id: row.id, is_published: !row.is_published, version: row.version })}
          >
            {row.is_published ? t('dashboard.reviews.hide') : t('dashboard.reviews.publish')}
          </Button>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <ScreenHeader title={t('dashboard.nav.reviews')} text={t('dashboard.reviews.intro')} />
      <FilterBar>
        <Select
          label={t('dashboard.reviews.kind')}
          value={kind}
          onChange={(event) => update({ kind: event.target.value === 'hut' ? '' : event.target.value })}
          options={[
            { value: 'hut', label: t('dashboard.reviews.kindHut') },
            { value: 'website', label: t('dashboard.reviews.kindWebsite') },
          ]}
        />
        <Select
          label={t('dashboard.common.status')}
          value={params.filters.published ?? ''}
          onChange={(event) => update({ published: event.target.value })}
          options={[
            { value: '', label: t('dashboard.common.all') },
            { value: 'yes', label: t('dashboard.reviews.published') },
            { value: 'no', label: t('dashboard.reviews.hidden') },
          ]}
        />
      </FilterBar>
      {isStale(state.error) ? (
        <StaleNotice
          onReload={() => {
            state.reset();
            void reviews.refetch();
          }}
        />
      ) : null}
      <DataTable
        caption={t('dashboard.nav.reviews')}
        columns={columns}
        rows={reviews.data?.results}
        rowKey={(row) => `${row.kind}-${row.id}`}
        isLoading={reviews.isFetching && !reviews.data}
        isError={reviews.isError}
        onRetry={reviews.refetch}
        empty={t('dashboard.common.noResults')}
      />
      {reviews.data ? <Pagination page={reviews.data.page} pages={reviews.data.pages} hrefFor={hrefFor} /> : null}
      {replying ? <ReplyDialog review={replying} onClose={() => setReplying(null)} /> : null}
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
