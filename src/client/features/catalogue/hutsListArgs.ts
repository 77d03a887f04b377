// What the huts list asks the API for, read from the page's address: the list screen and the server's
// rendering of it (src/client/ssr) derive it alike, so the rendered page's data is the data the screen asks for.
import type { HutListQuery } from '../../../shared/schemas/catalogue';
import { isIsoDay } from '../../ui/calendar/dates';

export const HUTS_PAGE_SIZE = 6;

const positive = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

export interface HutsListState {
  dateFrom: string;
  dateTo: string;
  guests: number | undefined;
  page: number;
  args: HutListQuery;
}

export function hutsListState(params: URLSearchParams): HutsListState {
  const dateFrom = isIsoDay(params.get('date_from')) ? (params.get('date_from') as string) : '';
  const dateTo =
    isIsoDay(params.get('date_to')) && dateFrom && (params.get('date_to') as string) > dateFrom ? (params.get('date_to') as string) : '';
  const guests = positive(params.get('guests'));
  const page = positive(params.get('page')) ?? 1;
  const args: HutListQuery = {
    page,
    page_size: HUTS_PAGE_SIZE,
    guests,
    date_from: dateFrom && dateTo ? dateFrom : undefined,
    date_to: dateFrom && dateTo ? dateTo : undefined,
  };
  return { dateFrom, dateTo, guests, page, args };
}
