import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { StaffUser } from '../../../../shared/schemas/dashboard/users';
import { Button } from '../../../ui/Button';
import { formatDate, joinFacts } from '../../../ui/format';
import { Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { listQuery, useListParams } from '../components/useListParams';
import { CreateAccountForm } from './CreateAccountForm';
import { InviteStaffForm } from './InviteStaffForm';
import { useRoleLabel, useStaffRoleLabel } from './labels';
import { useGetStaffUsersQuery } from './usersApi';

const FILTERS = ['role', 'status', 'verified'] as const;

/** Every account: search, filters, sort and page in the URL; a row opens the account. */
export default function UsersScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.users'));
  const { params, update, toggleSort, hrefFor } = useListParams(FILTERS);
  const users = useGetStaffUsersQuery(listQuery(params));
  const [creating, setCreating] = useState<'staff' | 'account' | null>(null);
  const roleLabel = useRoleLabel();
  const staffRoleLabel = useStaffRoleLabel();
  const all = { value: '', label: t('dashboard.common.all') };

  const columns: Column<StaffUser>[] = [
    {
      id: 'full_name',
      header: t('dashboard.users.name'),
      sortable: true,
      cell: (row) => <Link to={`/dashboard/users/${row.id}`}>{row.full_name || row.email}</Link>,
    },
    { id: 'email', header: t('dashboard.users.email'), sortable: true, wide: true, cell: (row) => <bdi dir="ltr">{row.email}</bdi> },
    {
      id: 'role',
      header: t('dashboard.users.role'),
      // Staff by their job (and whether they have yet to accept their invitation).
      cell: (row) =>
        row.staff_role
          ? joinFacts([staffRoleLabel(row.staff_role), row.invitation_pending ? t('dashboard.users.invitedShort') : null], i18n.language)
          : roleLabel(row.role),
    },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (row) => (row.is_active ? t('dashboard.users.active') : t('dashboard.users.inactive')),
    },
    {
      id: 'verified',
      header: t('dashboard.users.verified'),
      wide: true,
      cell: (row) => (row.is_verified ? t('dashboard.common.yes') : t('dashboard.common.no')),
    },
    {
      id: 'created_at',
      header: t('dashboard.common.created'),
      sortable: true,
      wide: true,
      cell: (row) => formatDate(row.created_at, i18n.language),
    },
  ];

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.users')}
        actions={
          <>
            <Button type="button" onClick={() => setCreating('staff')}>
              {t('dashboard.users.inviteStaff')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setCreating('account')}>
              {t('dashboard.users.newAccount')}
            </Button>
          </>
        }
      />
      {creating === 'staff' ? <InviteStaffForm onDone={() => setCreating(null)} /> : null}
      {creating === 'account' ? <CreateAccountForm onDone={() => setCreating(null)} /> : null}
      <FilterBar role="search">
        <TextField
          type="search"
          label={t('dashboard.common.search')}
          defaultValue={params.q}
          onChange={(event) => update({ q: event.target.value })}
        />
        <Select
          label={t('dashboard.users.role')}
          value={params.filters.role ?? ''}
          onChange={(event) => update({ role: event.target.value })}
          options={[all, ...(['guest', 'supplier', 'admin'] as const).map((role) => ({ value: role, label: roleLabel(role) }))]}
        />
        <Select
          label={t('dashboard.common.status')}
          value={params.filters.status ?? ''}
          onChange={(event) => update({ status: event.target.value })}
          options={[
            all,
            { value: 'active', label: t('dashboard.users.active') },
            { value: 'inactive', label: t('dashboard.users.inactive') },
          ]}
        />
        <Select
          label={t('dashboard.users.verified')}
          value={params.filters.verified ?? ''}
          onChange={(event) => update({ verified: event.target.value })}
          options={[all, { value: 'yes', label: t('dashboard.common.yes') }, { value: 'no', label: t('dashboard.common.no') }]}
        />
      </FilterBar>
      <DataTable
        caption={t('dashboard.nav.users')}
        columns={columns}
        rows={users.data?.results}
        rowKey={(row) => row.id}
        isLoading={users.isFetching && !users.data}
        isError={users.isError}
        onRetry={users.refetch}
        sort={params.sort || '-created_at'}
        onSort={toggleSort}
        empty={t('dashboard.common.noResults')}
      />
      {users.data ? <Pagination page={users.data.page} pages={users.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}
