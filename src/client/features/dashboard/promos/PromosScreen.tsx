import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPromo } from '../../../../shared/schemas/dashboard/promos';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatDate, formatNumber } from '../../../ui/format';
import { Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { staffListQuery, Status } from '../huts/HutsScreen';
import { PromoForm } from './PromoForm';
import { useGetPromosQuery } from './promosApi';

const FILTERS = ['status'] as const;

/** Promo codes with their validity, limit, huts and how many bookings used each. */
export default function PromosScreen() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('dashboard.nav.promos'));
  const { params, update, hrefFor } = useListParams(FILTERS);
  const promos = useGetPromosQuery(staffListQuery(params));
  const [editing, setEditing] = useState<StaffPromo | 'new' | null>(null);
  const n = (value: number) => formatNumber(value, i18n.language);
  const day = (value: string | null) =>
    value ? formatDate(value, i18n.language, { day: 'numeric', month: 'short', year: 'numeric' }) : '…';

  const columns: Column<StaffPromo>[] = [
    {
      id: 'code',
      header: t('dashboard.promos.code'),
      cell: (promo) => (
        <Button type="button" $variant="ghost" dir="ltr" onClick={() => setEditing(promo)}>
          {promo.code}
        </Button>
      ),
    },
    {
      id: 'percentage',
      header: t('dashboard.promos.percentage'),
      cell: (promo) => formatNumber(promo.percentage / 100, i18n.language, { style: 'percent' }),
    },
    {
      id: 'valid',
      header: t('dashboard.promos.valid'),
      wide: true,
      cell: (promo) =>
        promo.valid_from || promo.valid_to ? `${day(promo.valid_from)} – ${day(promo.valid_to)}` : t('dashboard.promos.always'),
    },
    {
      id: 'uses',
      header: t('dashboard.promos.uses'),
      cell: (promo) =>
        promo.usage_limit ? t('dashboard.promos.usesOf', { used: n(promo.uses_count), limit: n(promo.usage_limit) }) : n(promo.uses_count),
    },
    { id: 'huts', header: t('dashboard.promos.huts'), wide: true, cell: (promo) => n(promo.huts.length) },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (promo) => <Status $on={promo.is_active}>{promo.is_active ? t('dashboard.huts.active') : t('dashboard.huts.inactive')}</Status>,
    },
  ];

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.promos')}
        text={t('dashboard.promos.intro')}
        actions={
          <Button type="button" onClick={() => setEditing('new')}>
            {t('dashboard.promos.new')}
          </Button>
        }
      />
      <FilterBar>
        <TextField
          type="search"
          label={t('dashboard.common.search')}
          defaultValue={params.q}
          onBlur={(event) => update({ q: event.target.value.trim() })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') update({ q: event.currentTarget.value.trim() });
          }}
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
        caption={t('dashboard.nav.promos')}
        columns={columns}
        rows={promos.data?.results}
        rowKey={(promo) => promo.id}
        isLoading={promos.isFetching && !promos.data}
        isError={promos.isError}
        onRetry={promos.refetch}
        empty={t('dashboard.common.noResults')}
      />
      {promos.data ? <Pagination page={promos.data.page} pages={promos.data.pages} hrefFor={hrefFor} /> : null}
      {editing ? (
        <Dialog title={editing === 'new' ? t('dashboard.promos.new') : editing.code} onClose={() => setEditing(null)}>
          <PromoForm promo={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Dialog>
      ) : null}
    </>
  );
}
