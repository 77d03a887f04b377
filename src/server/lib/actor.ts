import type { FastifyRequest } from 'fastify';
import type { Language, Role } from '../../shared/constants';
import type { StaffRole } from '../../shared/staffRoles';

/**
 * Who makes a back-office call, as every staff service takes it: built once per request by `actorOf`.
 * A supplier carries `ownerId` (their own id): a service that scopes rows reads it and answers 404 for
 * another supplier's; staff have none and act on every row.
 */
export interface Actor {
  id: number;
  role: Role;
  /** The caller's language, for the refusals a service words and the titles it reads. */
  lang: Language;
  /** Set for a supplier only: every read and write is limited to the rows this user owns. */
  ownerId?: number;
  /** Staff only: their job (limits such as the desk's manual discount depend on it). */
  staffRole?: StaffRole | null;
}

/** The actor of a signed-in request (the route's `config.roles` has already let only staff or suppliers in). */
export function actorOf(request: FastifyRequest): Actor {
  const { id, role, staffRole } = request.user!;
  return { id, role, lang: request.lang, ...(role === 'supplier' ? { ownerId: id } : {}), ...(staffRole ? { staffRole } : {}) };
}
