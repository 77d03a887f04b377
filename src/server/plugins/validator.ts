import { AjvCompiler, type BuildCompilerFromPool } from '@fastify/ajv-compiler';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

type Validate = ((data: unknown, ...rest: unknown[]) => boolean) & { errors?: FastifySchemaValidationError[] | null };

/** The JSON path of the first Infinity/NaN in a validated value, or null. */
function nonFinitePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nonFinitePath(child, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Fastify's own AJV compiler, plus one rule: no Infinity or NaN gets through. AJV coerces "1e309" (query
 * string or JSON) to Infinity AFTER its type check and then skips minimum/maximum for a non-finite number, so
 * `?page_size=1e309` reached SQL as LIMIT Infinity (a 500). Fixed here once for every route and every part.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = AjvCompiler()(externalSchemas, options);
  return (routeSchema) => {
    const validate = compile(routeSchema) as unknown as Validate;
    const finiteOnly: Validate = (data, ...rest) => {
      const valid = validate(data, ...rest);
      finiteOnly.errors = validate.errors;
      if (!valid) return false;
      const path = nonFinitePath(data);
      if (path === null) return true;
      finiteOnly.errors = [{ instancePath: path, schemaPath: '#/type', keyword: 'type', params: { type: 'number' }, message: 'must be a finite number' }];
      return false;
    };
    return finiteOnly as unknown as ReturnType<typeof compile>;
  };
};
