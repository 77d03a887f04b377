// The one reader of PostgreSQL errors under drizzle's wrappers (each driver nests the server's error in `cause`).

/** The PostgreSQL error under drizzle's wrappers: its SQLSTATE and, for constraint failures, the constraint. */
export function pgFailure(error: unknown): { code: string; constraint?: string } | undefined {
  for (
    let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth += 1
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: typeof current.constraint === 'string' ? current.constraint : undefined };
    }
  }
  return undefined;
}

/** The SQLSTATE of a failed query (23505 unique, 23P01 exclusion, 40P01 deadlock…). */
export const pgCode = (error: unknown) => pgFailure(error)?.code;

/** The constraint a failed query names. */
export const pgConstraint = (error: unknown) => pgFailure(error)?.constraint;

/** Whether the error is the violation of this named constraint (23P01 exclusion, 23505 unique, 23514 check…). */
export const violates = (error: unknown, constraint: string) => pgConstraint(error) === constraint;

/** unique_violation: a concurrent request took the same key first (an e-mail address, a payment's id…). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

/** exclusion_violation, deadlock, serialization failure: someone else took the same nights or seats first. */
export const isRaceLoss = (error: unknown) => ['23P01', '40P01', '40001'].includes(pgCode(error) ?? '');
