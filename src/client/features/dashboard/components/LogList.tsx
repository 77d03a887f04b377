import { useTranslation } from 'react-i18next';
import { DateField } from '../../../ui/date/DateField';
import { Pagination } from '../../../ui/Pagination';
import { DataTable, type Column } from './DataTable';
import type { ListParams } from './useListParams';

/**
 * The pieces the back office's logs share (the audit trail, the scan log): a day range kept in the URL's `from` and
 * `to`, and a table of one page of entries with its pager.
 */
export function DayRangeFilters({ params, update }: { params: ListParams; update: (changes: Partial<Record<string, string>>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        label={t('dashboard.audit.from')}
        max={params.filters.to || undefined}
        value={params.filters.from ?? ''}
        onChange={(from) => update({ from })}
      />
      <DateField
        label={t('dashboard.audit.to')}
        min={params.filters.from || undefined}
        value={params.filters.to ?? ''}
        onChange={(to) => update({ to })}
      />
    </>
  );
}

type Page<Row> = { results: Row[]; page: number; pages: number };

export function LogTable<Row extends { id: number | string }>({
  caption,
  columns,
  log,
  hrefFor,
}: {
  caption: string;
  columns: Column<Row>[];
  log: { data?: Page<Row>; isFetching: boolean; isError: boolean; refetch: () => unknown };
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={log.data?.results}
        rowKey={(row) => row.id}
        isLoading={log.isFetching && !log.data}
        isError={log.isError}
        onRetry={() => void log.refetch()}
        empty={t('dashboard.common.noResults')}
      />
      {log.data ? <Pagination page={log.data.page} pages={log.data.pages} hrefFor={hrefFor} /> : null}
    </>
  );
}
