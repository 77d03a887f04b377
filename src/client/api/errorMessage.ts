// How this API's (and its SimpleJWT-era predecessor's) errors carry their message.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SESSION_ENDING_MESSAGES, SESSION_ERRORS } from '../../shared/constants';

const SESSION_ENDING_CODES = ['token_not_valid', 'user_not_found'];

/** The message of an error answer: `code`, else `error`, else `detail` (the first that is a string). */
export function errorMessage(error: FetchBaseQueryError | undefined): string | undefined {
  const data = error?.data;
  if (!data || typeof data !== 'object') return undefined;
  const { code, error: text, detail } = data as Record<string, unknown>;
  return [code, text, detail].find((value): value is string => typeof value === 'string');
}

export function isSessionEnding(message: string | undefined): boolean {
  return !!message && (SESSION_ENDING_MESSAGES.includes(message) || SESSION_ENDING_CODES.includes(message));
}

export function isUserGone(message: string | undefined): boolean {
  return message === SESSION_ERRORS.userNotFound || message === 'user_not_found';
}
