import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Language } from '../../shared/constants';
import { Money } from '../../shared/schemas/common';
import { isMessageKey, t, type MessageKey } from '../lib/i18n';

export const NON_FIELD = 'non_field_errors';

/** `/date/date_from` → `date.date_from`; a missing property names the field itself. */
function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (error.keyword === 'required' && missing) path.push(missing);
  if (error.keyword === 'additionalProperties') path.push(String((error.params as { additionalProperty?: string }).additionalProperty));
  return path.length > 0 ? path.join('.') : NON_FIELD;
}

/** Numbers inside a message in the reader's digits (Arabic-Indic in Arabic), as the rest of the answer. */
const numberIn = (lang: Language, value: unknown, digits = 0) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-SA-u-nu-arab' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(value));

/**
 * What a patterned text must look like, said in words: a field error names what is expected ("a price of
 * 0 or more, in SAR"), never only "Invalid value" (issue 20, item 17). Keyed by the schemas' patterns.
 */
const PATTERNS: Record<string, (lang: Language) => string> = {
  [Money.pattern as string]: (lang) => t(lang, 'validation.money', { zero: numberIn(lang, 0), example: numberIn(lang, 450, 2) }),
  '^\\d{1,7}(\\.\\d{1,2})?$': (lang) => t(lang, 'validation.amount', { example: numberIn(lang, 800) }),
  '^([01]\\d|2[0-3]):[0-5]\\d(:00)?$': (lang) => t(lang, 'validation.time', { first: '00:00', last: '23:59' }),
  '^[A-Za-z0-9_-]+$': (lang) => t(lang, 'validation.promoCode'),
};

function messageOf(lang: Language, error: FastifySchemaValidationError): string | null {
  const params = error.params as Record<string, unknown>;
  const limit = () => numberIn(lang, params.limit);
  switch (error.keyword) {
    case 'required':
      return t(lang, 'validation.required');
    case 'type': {
      const type = String(params.type).split(',')[0];
      if (type === 'integer') return t(lang, 'validation.integer', { example: numberIn(lang, 3) });
      if (type === 'number') return t(lang, 'validation.number', { example: numberIn(lang, 2.5, 1) });
      const typeKey = `type.${type}`;
      return t(lang, 'validation.type', { type: isMessageKey(typeKey) ? t(lang, typeKey) : String(params.type) });
    }
    case 'minLength':
      return Number(params.limit) === 1 ? t(lang, 'validation.required') : t(lang, 'validation.minLength', { limit: limit() });
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return t(lang, `validation.${error.keyword}` as MessageKey, { limit: limit() });
    case 'pattern':
      return PATTERNS[String(params.pattern)]?.(lang) ?? t(lang, 'validation.format.other');
    case 'format': {
      const key = `validation.format.${String(params.format)}`;
      return t(lang, isMessageKey(key) ? key : 'validation.format.other');
    }
    case 'enum':
      return t(lang, 'validation.enum', { values: (params.allowedValues as unknown[]).join(', ') });
    case 'additionalProperties':
      return t(lang, 'validation.additional', { field: String(params.additionalProperty) });
    case 'nulCharacter':
      return t(lang, 'validation.nulCharacter');
    case 'anyOf':
    case 'const':
      return null; // unions of literals are reported once, as an enum, below
    default:
      return t(lang, 'validation.invalid');
  }
}

/** AJV errors → the contract's `{"<field>": ["message"]}` body, in the request's language. */
export function validationBody(lang: Language, errors: FastifySchemaValidationError[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  const literals = new Map<string, unknown[]>();
  const add = (field: string, message: string) => {
    const list = (body[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const error of errors) {
    const field = fieldOf(error);
    if (error.keyword === 'const')
      literals.set(field, [...(literals.get(field) ?? []), (error.params as { allowedValue: unknown }).allowedValue]);
    const message = messageOf(lang, error);
    if (message) add(field, message);
  }
  for (const [field, values] of literals) if (!body[field]) add(field, t(lang, 'validation.enum', { values: values.join(', ') }));
  for (const error of errors) if (error.keyword === 'anyOf' && !body[fieldOf(error)]) add(fieldOf(error), t(lang, 'validation.invalid'));
  return body;
}
