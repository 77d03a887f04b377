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

/** Socket errors of a connection that could not be made or was cut (the server stopped, restarted, unreachable). */
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres says these in words only: a connection ended under a query, a dead client, a pool that waited in vain. */
const UNREACHABLE_MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
];

/**
 * Whether the database could not be reached rather than refused the query: connection exceptions (SQLSTATE class 08),
 * admin/crash shutdown and "cannot connect now" (57P01–57P03, a restart), refused or cut sockets. Such a request may
 * succeed in a moment: it is answered 503 with Retry-After (plugins/errors.ts), never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code && !UNREACHABLE_SOCKET_CODES.has(code)) return code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code);
  const seen = new Set<unknown>();
  const visit = (current: unknown, depth: number): boolean => {
    if (!current || typeof current !== 'object' || depth > 5 || seen.has(current)) return false;
    seen.add(current);
    const {
      code: socketCode,
      message,
      cause,
      errors,
    } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof socketCode === 'string' && UNREACHABLE_SOCKET_CODES.has(socketCode)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // Node reports a refused connection to every address of a name (::1 and 127.0.0.1) as one AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => visit(inner, depth + 1))) return true;
    return visit(cause, depth + 1);
  };
  return visit(error, 0);
}
