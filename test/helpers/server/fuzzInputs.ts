import type { InjectOptions } from 'fastify';
import type { RouteCase } from './routeTable';
import { fillPath } from './routeTable';

/** mulberry32: small, fast and seedable, so a failing fuzz run can be replayed exactly. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick, chance: (p: number) => next() < p };
}
export type Prng = ReturnType<typeof prng>;

const STRINGS = [
  '',
  ' ',
  'a',
  'x'.repeat(70_000),
  'مرحبا بكم في كن 👋🏽',
  '\u202Eevil\u202C',
  '\u0000nul',
  '\uD800',
  '\uFFFF\uFFFE',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '../../etc/passwd',
  'null',
  'true',
  '1e309',
  '-0',
  '0x10',
  'NaN',
  '١٢٣',
  'a@b',
  'huda@example.com',
];
const NUMBERS = [0, -1, 1, 1.5, -2147483649, 2147483648, 2 ** 53 + 1, 1e308, -1e308, 1e-300, 99999999999];
const DATES = [
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '1900-02-29',
  '2026-02-29',
  '2026-1-1',
  '2026-03-01T25:61:00Z',
  '31/12/2026',
  '2026-03-01',
];

/** A value of any JSON type that a client could send in a field. */
export function junkValue(r: Prng, depth = 0): unknown {
  switch (Math.floor(r.next() * 8)) {
    case 0:
      return r.pick(STRINGS);
    case 1:
      return r.pick(NUMBERS);
    case 2:
      return r.pick(DATES);
    case 3:
      return r.pick([true, false, null]);
    case 4:
      return depth > 1 ? [] : Array.from({ length: Math.floor(r.next() * 3) }, () => junkValue(r, depth + 1));
    case 5:
      return depth > 1 ? {} : { [r.pick(['id', 'date', '__proto__', 'constructor'])]: junkValue(r, depth + 1) };
    case 6:
      return String(r.pick(NUMBERS));
    default:
      return r.pick(['guest', 'admin', 'supplier', 'confirmed', 'paid', 'extra', 'booking', 'en', 'ar']);
  }
}

type Node = Record<string, unknown>;

/** The properties a route declares in one part of its schema (body, querystring), to aim values at real fields. */
function fieldsOf(schema: unknown): Record<string, Node> {
  const found: Record<string, Node> = {};
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { properties, anyOf, oneOf, allOf } = node as Node;
    if (properties && typeof properties === 'object') Object.assign(found, properties);
    for (const list of [anyOf, oneOf, allOf]) if (Array.isArray(list)) list.forEach(walk);
  };
  walk(schema);
  return found;
}

/** A value of the declared type, at its edges (limits, impossible dates, odd strings): it gets past validation into services. */
function typedValue(r: Prng, node: Node, depth = 0): unknown {
  const options = [node.anyOf, node.oneOf].find(Array.isArray) as Node[] | undefined;
  if (options?.length) return typedValue(r, r.pick(options), depth);
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return r.pick(node.enum);
  const edges = (min: unknown, max: unknown, fallback: number[]) => [
    ...fallback,
    ...[min, max].filter((n): n is number => typeof n === 'number'),
  ];
  switch (node.type) {
    case 'integer':
      return r.pick(edges(node.minimum, node.maximum, [0, 1, 2, 3, 7, 2147483647]));
    case 'number':
      return r.pick(edges(node.minimum, node.maximum, [0, 0.01, 1e9]));
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return depth > 1 ? [] : Array.from({ length: r.pick([0, 1, 2, 60]) }, () => typedValue(r, (node.items ?? {}) as Node, depth + 1));
    case 'object':
      return depth > 1
        ? {}
        : Object.fromEntries(Object.entries(fieldsOf(node)).map(([key, child]) => [key, typedValue(r, child, depth + 1)]));
    case 'string':
      if (node.format === 'date' || node.format === 'date-time') return r.pick(DATES);
      return typeof node.pattern === 'string'
        ? r.pick(['1.00', '0.00', '99999999.99', '4111 1111 1111 1111', '000', '+966512345678'])
        : r.pick(STRINGS).slice(0, Number(node.maxLength ?? 70_000));
    default:
      return junkValue(r, depth);
  }
}

function junkObject(r: Prng, fields: Record<string, Node>) {
  const object: Record<string, unknown> = {};
  for (const [field, node] of Object.entries(fields)) if (r.chance(0.8)) object[field] = r.chance(0.7) ? typedValue(r, node) : junkValue(r);
  if (r.chance(0.2)) object[r.pick(['unknown', 'is_admin', 'role'])] = junkValue(r);
  return object;
}

const PATH_VALUES = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  'x',
  '1.5',
  '99999999999999999999',
  '%ZZ',
  '%00',
  'مرحبا',
  'a'.repeat(3000),
  '1;DROP',
  '..',
  '%2F',
];

function bodyOf(r: Prng, fields: Record<string, Node>): Pick<InjectOptions, 'payload' | 'headers'> {
  switch (Math.floor(r.next() * 9)) {
    case 0:
      return {
        payload: r.pick(['{', '{"a":', '[1,', 'nul', '{"a":1}}', '\u0000', '"just a string"', '123', 'null', '[]']),
        headers: { 'content-type': 'application/json' },
      };
    case 1:
      return {
        payload: 'a=1&b=2',
        headers: {
          'content-type': r.pick([
            'application/x-www-form-urlencoded',
            'application/xml',
            'text/html',
            'image/png',
            'application/json; charset=utf-16',
            'foo',
          ]),
        },
      };
    case 2:
      return {
        payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x',
        headers: { 'content-type': r.pick(['multipart/form-data; boundary=x', 'multipart/form-data']) },
      };
    case 3:
      return {
        payload: r.pick(['plain text', '', 'x'.repeat(2_000_000)]),
        headers: { 'content-type': r.pick(['text/plain', 'application/octet-stream', 'application/json']) },
      };
    case 4:
      return { payload: JSON.stringify(junkValue(r)), headers: { 'content-type': 'application/json' } };
    case 5:
      return {
        payload: new URLSearchParams(Object.entries(junkObject(r, fields)).map(([k, v]): [string, string] => [k, String(v)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      };
    default:
      return { payload: JSON.stringify(junkObject(r, fields)), headers: { 'content-type': 'application/json' } };
  }
}

/** Percent-encodes, or (for a lone surrogate, which has no UTF-8 form) sends the bytes a broken client would. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

function queryOf(r: Prng, fields: Record<string, Node>): string {
  const parts: string[] = [];
  for (const [field, node] of Object.entries(fields)) {
    if (!r.chance(0.7)) continue;
    const value = r.chance(0.6) ? typedValue(r, node) : junkValue(r);
    const text =
      typeof value === 'string'
        ? value.slice(0, 5000)
        : typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
    parts.push(`${encodeURIComponent(field)}=${r.chance(0.05) ? '%E0%A4%A' : encode(text)}`);
  }
  const first = Object.keys(fields)[0] ?? 'page';
  if (r.chance(0.1)) parts.push(`${first}=1&${first}=2`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** One random request to a route: path params, query and body all drawn from the seeded generator. */
export function fuzzRequest(r: Prng, route: RouteCase): Pick<InjectOptions, 'method' | 'url' | 'payload' | 'headers'> {
  const schema = (route.entry.schema ?? {}) as Record<string, unknown>;
  const url = fillPath(route.url, r.pick(PATH_VALUES)).replace(/%25(ZZ|00|2F)/g, '%$1') + queryOf(r, fieldsOf(schema.querystring));
  const body = route.hasBody || r.chance(0.05) ? bodyOf(r, fieldsOf(schema.body)) : {};
  return { method: route.method, url, ...body };
}
