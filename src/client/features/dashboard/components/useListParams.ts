import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  q: string;
  page: number;
  /** A column name, '-' first for descending ("-created_at"); '' for the list's own order. */
  sort: string;
  filters: Record<string, string>;
}

/**
 * A list's search, filters, sort and page live in the URL, so a reload, a shared link and the back button
 * all show the same list. Changing anything but the page goes back to page 1.
 */
export function useListParams(filterNames: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const key = filterNames.join(',');

  const params = useMemo<ListParams>(() => {
    const page = Number(search.get('page'));
    const filters: Record<string, string> = {};
    for (const name of key ? key.split(',') : []) {
      const value = search.get(name);
      if (value) filters[name] = value;
    }
    return { q: search.get('q') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1, sort: search.get('sort') ?? '', filters };
  }, [search, key]);

  const update = useCallback(
    (changes: Partial<Record<string, string | number | null>>) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setSearch],
  );

  /** Clicking a column sorts by it ascending, again descending, a third time back to the default. */
  const toggleSort = useCallback(
    (column: string) => {
      const next = params.sort === column ? `-${column}` : params.sort === `-${column}` ? null : column;
      update({ sort: next });
    },
    [params.sort, update],
  );

  /** The href of another page of the same list (for the shared Pagination links). */
  const hrefFor = useCallback(
    (page: number) => {
      const next = new URLSearchParams(search);
      if (page > 1) next.set('page', String(page));
      else next.delete('page');
      const text = next.toString();
      return text ? `?${text}` : '?';
    },
    [search],
  );

  return { params, update, toggleSort, hrefFor };
}

/** The query-string arguments an API list endpoint takes (empty values left out). */
export function listQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, ...params.filters };
  if (params.q) query.q = params.q;
  if (params.sort) query.sort = params.sort;
  return query;
}
