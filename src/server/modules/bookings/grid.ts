import { addDays, daysBetween } from '../../../shared/dates';
import {
  GRID_DEFAULT_DAYS,
  GRID_MAX_DAYS,
  gridStateOf,
  type Grid,
  type GridHut,
  type GridQuery,
} from '../../../shared/schemas/dashboard/grid';
import { text, ValidationFailed } from '../../lib/errors';
import { todayOf, type BookingDeps } from './context';
import { housekeepingFor } from '../housekeeping/repository';
import { createGridRepository } from './gridRepository';

/** The reservations grid: huts down, days across; the range checked here, the rows read set-wise by the repository. */
export function createGridService(deps: Pick<BookingDeps, 'db' | 'clock' | 'config'>) {
  const repository = createGridRepository(deps.db);

  function rangeOf(query: GridQuery) {
    const today = todayOf(deps);
    const from = query.from ?? (query.to ? addDays(query.to, 1 - GRID_DEFAULT_DAYS) : today);
    const to = query.to ?? addDays(from, GRID_DEFAULT_DAYS - 1);
    if (to < from) throw new ValidationFailed({ to: [text('grid.rangeOrder')] });
    if (daysBetween(from, to) + 1 > GRID_MAX_DAYS)
      throw new ValidationFailed({ to: [text('grid.rangeTooLong', { limit: GRID_MAX_DAYS })] });
    return { from, to, today };
  }

  return {
    async get(query: GridQuery): Promise<Grid> {
      const { from, to, today } = rangeOf(query);
      const [huts, bookings, closures] = await Promise.all([
        repository.huts(),
        repository.bookings(from, to, deps.clock.now()),
        repository.closures(from, to),
      ]);
      // Housekeeping is each hut's status now, read for every hut in one statement by the housekeeping module.
      const housekeeping = await housekeepingFor(
        deps.db,
        huts.map((hut) => hut.id),
      );
      const byHut = new Map<number, GridHut>();
      for (const hut of huts) {
        const kept = housekeeping.get(hut.id);
        byHut.set(hut.id, {
          id: hut.id,
          title: hut.title,
          title_ar: hut.title_ar,
          is_active: hut.is_active,
          housekeeping: { status: kept?.status ?? 'clean', note: kept?.note ?? '' },
          bookings: [],
          closures: [],
        });
      }
      for (const row of bookings) {
        const state = gridStateOf(row.status, row.checked_in, row.no_show, row.checked_out);
        const hut = byHut.get(row.hut_id);
        if (!state || !hut) continue;
        hut.bookings.push({
          id: row.id,
          code: row.code,
          guest_name: row.guest_name,
          date_from: row.date_from,
          date_to: row.date_to,
          state,
          persons: row.persons,
          kids: row.kids,
          unpaid: row.unpaid,
        });
      }
      for (const row of closures)
        byHut.get(row.hut_id)?.closures.push({ source: row.source, date_from: row.date_from, date_to: row.date_to, reason: row.reason });
      return { from, to, today, huts: [...byHut.values()] };
    },
  };
}
