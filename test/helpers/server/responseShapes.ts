import { AjvCompiler } from '@fastify/ajv-compiler';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../../src/server/plugins/routeTable';

// Fastify's own AJV (same version and formats), set to check rather than coerce, default or strip.
const compile = AjvCompiler()(
  {},
  { customOptions: { coerceTypes: false, useDefaults: false, removeAdditional: false, allErrors: true, strict: false } },
);
const compiled = new WeakMap<object, ReturnType<typeof compile>>();

/** The response schema a route declares for a status: exact, then `4xx`/`5xx`, then `default`. */
export function declaredFor(entry: RouteEntry, status: number): object | undefined {
  const response = (entry.schema?.response ?? {}) as Record<string, object>;
  return response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default;
}

/** Why an answer disagrees with its route's declaration (empty when it agrees). */
export function shapeProblems(entry: RouteEntry, response: LightMyRequestResponse): string[] {
  const where = `${entry.method} ${entry.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json'))
    return [`${where}: not JSON (${String(response.headers['content-type'])})`];
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return [`${where}: body is not JSON`];
  }
  const schema = declaredFor(entry, response.statusCode);
  if (!schema) return [`${where}: status not declared`];
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = compile({ schema, method: entry.method, url: entry.url, httpPart: 'body' } as never)));
  return validate(body) ? [] : [`${where}: ${JSON.stringify((validate as unknown as { errors: unknown }).errors)}`];
}
