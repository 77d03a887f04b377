import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffItem } from '../../../../shared/schemas/dashboard/items';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { formatNumber, formatPrice } from '../../../ui/format';
import { Select, TextField } from '../../../ui/form';
import { Pagination } from '../../../ui/Pagination';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLocalized } from '../../../ui/useLocalized';
import { DataTable, type Column } from '../components/DataTable';
import { FilterBar, ScreenHeader } from '../components/ScreenHeader';
import { useListParams } from '../components/useListParams';
import { useCatalogueChoices } from '../components/useCatalogueChoices';
import { staffListQuery, Status } from '../huts/HutsScreen';
import { ItemForm } from './ItemForm';
import { useGetItemsQuery } from './itemsApi';

const FILTERS = ['hut', 'status'] as const;

/** Special items of every hut (or one, ?hut=): stock with what is sold, price, status. */
export default function ItemsScreen() {
  const { t, i18n } = useTranslation();
  const { pick } = useLocalized();
  useDocumentTitle(t('dashboard.nav.items'));
  const { params, update, hrefFor } = useListParams(FILTERS);
  const items = useGetItemsQuery(staffListQuery(params));
  const choices = useCatalogueChoices();
  const [editing, setEditing] = useState<StaffItem | 'new' | null>(null);
  const n = (value: number) => formatNumber(value, i18n.language);

  const columns: Column<StaffItem>[] = [
    {
      id: 'title',
      header: t('dashboard.items.name'),
      cell: (item) => (
        <Button type="button" $variant="ghost" onClick={() => setEditing(item)}>
          {pick(item, 'title')}
        </Button>
      ),
    },
    {
      id: 'hut',
      header: t('dashboard.items.hut'),
      wide: true,
      cell: (item) => pick({ title: item.hut_title, title_ar: item.hut_title_ar }, 'title'),
    },
    { id: 'price', header: t('dashboard.items.price'), cell: (item) => formatPrice(item.price, i18n.language) },
    {
      id: 'stock',
      header: t('dashboard.items.stock'),
      cell: (item) => t('dashboard.items.stockSold', { stock: n(item.capacity), sold: n(item.sold) }),
    },
    {
      id: 'status',
      header: t('dashboard.common.status'),
      cell: (item) => <Status $on={item.is_active}>{item.is_active ? t('dashboard.huts.active') : t('dashboard.huts.inactive')}</Status>,
    },
  ];

  return (
    <>
      <ScreenHeader
        title={t('dashboard.nav.items')}
        text={t('dashboard.items.intro')}
        actions={
          <Button type="button" onClick={() => setEditing('new')}>
            {t('dashboard.items.new')}
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
          label={t('dashboard.items.hut')}
          value={params.filters.hut ?? ''}
          onChange={(event) => update({ hut: event.target.value })}
          options={[{ value: '', label: t('dashboard.common.all') }, ...choices.huts]}
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
        caption={t('dashboard.nav.items')}
        columns={columns}
        rows={items.data?.results}
        rowKey={(item) => item.id}
        isLoading={items.isFetching && !items.data}
        isError={items.isError}
        onRetry={items.refetch}
        empty={t('dashboard.common.noResults')}
      />
      {items.data ? <Pagination page={items.data.page} pages={items.data.pages} hrefFor={hrefFor} /> : null}
      {editing ? (
        <Dialog title={editing === 'new' ? t('dashboard.items.new') : pick(editing, 'title')} onClose={() => setEditing(null)}>
          <ItemForm
            item={editing === 'new' ? null : editing}
            hutId={params.filters.hut ? Number(params.filters.hut) : null}
            onDone={() => setEditing(null)}
          />
        </Dialog>
      ) : null}
    </>
  );
}
