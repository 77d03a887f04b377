import type { Page } from '../../shared/schemas/common';
import { NotFound } from './errors';

export const INVALID_PAGE = 'Invalid page.';

/** LIMIT and OFFSET of a 1-based page. */
export const windowOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

/** The contract's page envelope. As the shipped clients expect: a page past the last one is a 404, page 1 of nothing is an empty page. */
export function paginate<T>(count: number, page: number, size: number, results: T[]): Page<T> {
  const pages = Math.ceil(count / size);
  if (page > 1 && page > pages) throw new NotFound(INVALID_PAGE);
  return { count, page, pages, next: page < pages ? page + 1 : null, previous: page > 1 ? page - 1 : null, results };
}
