import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

type Validate = ((data: unknown, ...rest: unknown[]) => boolean) & { errors?: FastifySchemaValidationError[] | null };

type Problem = { path: string; error: Omit<FastifySchemaValidationError, 'instancePath'> };

const NOT_FINITE = { schemaPath: '#/type', keyword: 'type', params: { type: 'number' }, message: 'must be a finite number' };
// PostgreSQL text cannot hold U+0000: such a string would fail in the database as a 500.
const HAS_NUL = { schemaPath: '#/nulCharacter', keyword: 'nulCharacter', params: {}, message: 'must not contain U+0000' };

/** The first value in validated data that no column can store: Infinity/NaN, or a string with U+0000. */
function unstorable(value: unknown, path = ''): Problem | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, error: NOT_FINITE };
  if (typeof value === 'string') return value.includes('\u0000') ? { path, error: HAS_NUL } : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorable(child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found) return found;
  }
  return null;
}

/**
 * Fastify's own AJV compiler, plus what no schema says but the database needs, for every route and part:
 * - no Infinity or NaN: AJV coerces "1e309" (query string or JSON) to Infinity AFTER its type check and then
 *   skips minimum/maximum for a non-finite number, so `?page_size=1e309` reached SQL as LIMIT Infinity (a 500);
 * - no U+0000 in a string (a review comment with one was a 500).
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = AjvCompiler()(externalSchemas, options);
  return (routeSchema) => {
    // Compiled at the route's first request, not at start: compiling the validators and serializers of some 370
    // routes was the largest part of a restart's CPU (docs/performance.md, "Start-up and memory"). Every route is
    // called by the tests (the fuzz test sends bad input to each), so a schema Ajv cannot compile still fails there.
    let compiled: Validate | undefined;
    const storableOnly: Validate = (data, ...rest) => {
      const validate = (compiled ??= compile(routeSchema) as unknown as Validate);
      const valid = validate(data, ...rest);
      storableOnly.errors = validate.errors;
      if (!valid) return false;
      const problem = unstorable(data);
      if (!problem) return true;
      storableOnly.errors = [{ instancePath: problem.path, ...problem.error }];
      return false;
    };
    return storableOnly as unknown as ReturnType<typeof compile>;
  };
};

type BuildSerializer = ReturnType<typeof SerializerSelector>;

/** Fastify's own response serializers (fast-json-stringify), each compiled at its first answer rather than at start. */
export const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (routeSchema) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(routeSchema) as (data: unknown) => string)(data);
  };
};
