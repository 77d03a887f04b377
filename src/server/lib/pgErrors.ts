/** The PostgreSQL error under drizzle's wrappers: its SQLSTATE and, for constraint failures, the constraint. */
export function pgFailure(error: unknown): { code: string; constraint?: string } | undefined {
  for (let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; current = current.cause as typeof current, depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: typeof current.constraint === 'string' ? current.constraint : undefined };
    }
  }
  return undefined;
}

/** Whether the error is the violation of this named constraint (23P01 exclusion, 23505 unique, 23514 check…). */
export const violates = (error: unknown, constraint: string) => pgFailure(error)?.constraint === constraint;
