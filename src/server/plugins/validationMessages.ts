import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { Language } from '../../shared/constants';
import { isMessageKey, t, type MessageKey } from '../lib/i18n';

export const NON_FIELD = 'non_field_errors';

/** `/date/date_from` → `date.date_from`; a missing property names the field itself. */
function fieldOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath.split('/').filter(Boolean).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (error.keyword === 'required' && missing) path.push(missing);
  if (error.keyword === 'additionalProperties') path.push(String((error.params as { additionalProperty?: string }).additionalProperty));
  return path.length > 0 ? path.join('.') : NON_FIELD;
}

function messageOf(lang: Language, error: FastifySchemaValidationError): string | null {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return t(lang, 'validation.required');
    case 'type': {
      const typeKey = `type.${String(params.type).split(',')[0]}`;
      return t(lang, 'validation.type', { type: isMessageKey(typeKey) ? t(lang, typeKey) : String(params.type) });
    }
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      return t(lang, `validation.${error.keyword}` as MessageKey, { limit: String(params.limit) });
    case 'exclusiveMinimum':
      return t(lang, 'validation.minimum', { limit: String(params.limit) });
    case 'exclusiveMaximum':
      return t(lang, 'validation.maximum', { limit: String(params.limit) });
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
    if (error.keyword === 'const') literals.set(field, [...(literals.get(field) ?? []), (error.params as { allowedValue: unknown }).allowedValue]);
    const message = messageOf(lang, error);
    if (message) add(field, message);
  }
  for (const [field, values] of literals) if (!body[field]) add(field, t(lang, 'validation.enum', { values: values.join(', ') }));
  for (const error of errors) if (error.keyword === 'anyOf' && !body[fieldOf(error)]) add(fieldOf(error), t(lang, 'validation.invalid'));
  return body;
}
