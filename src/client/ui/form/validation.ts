// Client-side checks that mirror the API's (the server still decides). Each returns a locale key
// under `validation.` or null; screens translate them, so the language can change under an error.
import { useState } from 'react';
import { PHONE_E164 } from './PhoneField';

export type ValidationKey =
  | 'validation.required'
  | 'validation.email'
  | 'validation.passwordShort'
  | 'validation.passwordMismatch'
  | 'validation.phone'
  | 'validation.terms'
  | 'validation.fileType'
  | 'validation.fileSize'
  | 'validation.fileLeftOut'
  | 'validation.imageType'
  | 'validation.codeIncomplete';

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN = 8;

export const required = (value: string): ValidationKey | null => (value.trim() ? null : 'validation.required');
export const email = (value: string): ValidationKey | null =>
  !value.trim() ? 'validation.required' : EMAIL.test(value.trim()) ? null : 'validation.email';
export const newPassword = (value: string): ValidationKey | null =>
  !value ? 'validation.required' : value.length < PASSWORD_MIN ? 'validation.passwordShort' : null;
export const confirmation = (value: string, password: string): ValidationKey | null =>
  !value ? 'validation.required' : value === password ? null : 'validation.passwordMismatch';
export const phone = (value: string): ValidationKey | null =>
  !value ? 'validation.required' : PHONE_E164.test(value) ? null : 'validation.phone';

/** Drops the fields without a problem, so `Object.keys(errors).length` says whether the form is valid. */
export function collect<Field extends string>(checks: Record<Field, ValidationKey | null>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, key]) => key)) as FieldErrors<Field>;
}

/** Moves focus to the first field marked invalid (after React has rendered the marks). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  });
}

/** What a refused save marks: an invalid field, or a message about the whole form (FormAlert, StaleNotice). */
export const PROBLEM_SELECTOR = '[aria-invalid="true"], [data-form-problem]';

/**
 * After a refused save (the server's answer, not only the browser's checks): scrolls the form's first
 * problem to the middle of the screen, clear of sticky bars, and moves focus to it. Nothing happens when
 * the form shows no problem.
 */
export function revealFirstProblem(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>(PROBLEM_SELECTOR);
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  });
}

/**
 * A form's field errors: none until the first submit; after it, each error shown follows its field's
 * value, changing with it and clearing as soon as the value is right (not only at the next submit).
 * `checks` runs on every render with the current values; `validate()` runs them for a submit.
 */
export function useFieldErrors<Field extends string>(checks: () => Record<Field, ValidationKey | null>) {
  const [shown, setShown] = useState<Field[]>([]);
  const current = checks();
  const errors = collect(Object.fromEntries(shown.map((field) => [field, current[field]])) as Record<Field, ValidationKey | null>);
  const validate = (): FieldErrors<Field> => {
    const found = collect(checks());
    setShown(Object.keys(found) as Field[]);
    return found;
  };
  return { errors, validate };
}
