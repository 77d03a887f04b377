import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffHutRow } from '../../../../shared/schemas/dashboard/huts';
import { mediaUrl } from '../../../api/mediaUrl';
import { LinkButton } from '../../../ui/Button';
import { formatDate, formatNumber } from '../../../ui/format';
import { Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { DataTable, type Column } from '../components/DataTable';
import { VisibilityStatus } from '../components/GuestVisibility';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams, type ListParams } from '../components/useListParams';
import { useGetStaffHutsQuery } from './hutsApi';

const FILTERS = ['status'] as const;

/** The API's names for the list's URL state (the shared hook calls the search `q`). */
export const staffListQuery = (params: ListParams) => ({
  page: params.page,
  ...(params.q ? { search: params.q } : {}),
  ...(params.sort ? { sort: params.sort } : {}),
  ...params.filters,
});

/** Every hut: search in either language, active/inactive, sort by name, capacity or age; all in the URL. */
export default function HutsScreen() {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  useDocumentTitle(t('dashboard.nav.huts'));
  const { params, update, toggleSort, hrefFor } = useListParams(FILTERS);
  const [search, setSearch] = useState(params.q);
  useEffect(() => setSearch(params.q), [params.q]);
  const huts = useGetStaffHutsQuery(staffListQuery(params));

  const columns: Column<StaffHutRow>[] = [
    {
      id: 'title',
      header: t('dashboard.huts.name'),
      sortable: true,
      cell: (hut) => (
        <NameCell>
          {hut.main_image ? (
            <img src={mediaUrl(hut.main_image)} alt="" width={48} height={32} loading="lazy" />
          ) : (
            <span aria-hidden="true" />
          )}
          <Link to={`/dashboard/huts/${hut.id}`}>{pick(hut, 'title')}</Link>
        </NameCell>
      ),
    },
    { id: 'capacity', header: t('dashboard.huts.guests'), sortable: true, cell: (hut) => formatNumber(hut.max_persons_num, i18n.language) },
    { id: 'bookings', header: t('dashboard.huts.bookings'), wide: true, cell: (hut) => formatNumber(hut.bookings_count, i18n.language) },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (hut) => (
        <>
          <Status $on={hut.is_active}>{hut.is_active ? t('dashboard.huts.active') : t('dashboard.huts.inactive')}</Status>
          <VisibilityStatus kind="hut" missing={hut.missing} />
        </>
      ),
    },
    {
      id: 'created',
      header: t('dashboard.common.created'),
      sortable: true,
      wide: true,
      cell: (hut) => formatDate(hut.created_at, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }),
    },
  ];

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.huts')}
        text={t('dashboard.huts.intro')}
        actions={<LinkButton to="/dashboard/huts/new">{t('dashboard.huts.new')}</LinkButton>}
      />
      <FilterBar
        as="form"
        role="search"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          update({ q: search.trim() });
        }}
      >
        <TextField
          type="search"
          label={t('dashboard.common.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onBlur={() => update({ q: search.trim() })}
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
        caption={t('dashboard.nav.huts')}
        columns={columns}
        rows={huts.data?.results}
        rowKey={(hut) => hut.id}
        isLoading={huts.isFetching && !huts.data}
        isError={huts.isError}
        onRetry={huts.refetch}
        sort={params.sort || 'title'}
        onSort={toggleSort}
        empty={t('dashboard.common.noResults')}
      />
      {huts.data ? <Pagination page={huts.data.page} pages={huts.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}

const NameCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img,
  span {
    width: 48px;
    height: 32px;
    border-radius: 6px;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.sand};
  }
  a {
    color: ${({ theme }) => theme.colors.deepSea};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const Status = styled.span<{ $on: boolean }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.line)};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.muted)};
`;
