import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../shared/dates';
import { Paginated } from '../../../shared/schemas/common';
import { AuditActor, AuditEntry, AuditQuery } from '../../../shared/schemas/dashboard/audit';
import { readErrors } from '../../../shared/schemas/dashboard/common';
import { paginate } from '../../lib/pagination';
import { STAFF_SECURITY, staffRoute, staffJob } from '../../lib/staffRoute';
import { createAuditRepository } from './repository';

const PAGE_SIZE = 25;

/** The instant a resort calendar day starts (midnight in the resort's zone), e.g. 2026-03-01 → 2026-02-28T21:00Z in Riyadh. */
function startOfDay(day: string, timeZone: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const zoned = new Date(noonUtc.toLocaleString('en-US', { timeZone }));
  const offsetMs = zoned.getTime() - new Date(noonUtc.toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return new Date(new Date(`${day}T00:00:00Z`).getTime() - offsetMs);
}

/** GET /api/dashboard/audit/: every staff write, newest first, filterable by user, area and days. */
export default async function auditDashboardRoutes(app: FastifyInstance, options: { timeZone: string }) {
  staffJob(app, 'manage');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const repository = createAuditRepository(app.db);
  const tags = ['dashboard: audit'];

  routes.get(
    '/api/dashboard/audit/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'The audit log, newest first (25 a page); from/to are inclusive resort days',
        security: STAFF_SECURITY,
        querystring: AuditQuery,
        response: { 200: Paginated(AuditEntry), ...readErrors, 404: Type.Object({ detail: Type.String() }) },
      },
    },
    async (request) => {
      const { actor, area, from, to, page = 1 } = request.query;
      const filter = {
        actorId: actor,
        area,
        since: from ? startOfDay(from, options.timeZone) : undefined,
        until: to ? startOfDay(addDays(to, 1), options.timeZone) : undefined,
      };
      const { total, results } = await repository.page(filter, page, PAGE_SIZE, request.lang);
      return paginate(total, page, PAGE_SIZE, results);
    },
  );

  routes.get(
    '/api/dashboard/audit/actors/',
    {
      ...staffRoute(),
      schema: {
        tags,
        summary: 'The staff members who appear in the audit log',
        security: STAFF_SECURITY,
        response: { 200: Type.Array(AuditActor), ...readErrors },
      },
    },
    () => repository.actors(),
  );
}
