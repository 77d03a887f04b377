import { PHONE_PATTERN } from '../../../shared/schemas/account';
import { text, type Text } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';

/** Field rules JSON schema cannot say with a translated message; collected so a form sees every problem at once. */
export class FieldErrors {
  readonly fields: Record<string, Text[]> = {};
  add(field: string, key: MessageKey): void {
    (this.fields[field] ??= []).push(text(key));
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
}

export function checkPhone(errors: FieldErrors, phone: string | undefined): void {
  if (phone !== undefined && phone !== '' && !PHONE_PATTERN.test(phone.replace(/[\s-]/g, ''))) errors.add('phone', 'account.invalidPhone');
}

export const normalisePhone = (phone: string) => phone.replace(/[\s-]/g, '');

export function checkBirthDate(errors: FieldErrors, birthDate: string | null | undefined, now: Date): void {
  if (!birthDate) return;
  const today = now.toISOString().slice(0, 10);
  if (birthDate >= today || birthDate < '1900-01-01') errors.add('birth_date', 'account.birthDatePast');
}
