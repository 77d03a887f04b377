import type { TFunction } from 'i18next';
import { failureKey, type Failure } from '../authErrors';

/** The messages above the form: the app's own text for known failures, else the server's non_field_errors. */
export function failureMessages(failure: Failure | null, t: TFunction): string[] {
  if (!failure) return [];
  const key = failureKey(failure.kind);
  if (key) return [t(key)];
  return failure.fields.non_field_errors ?? [];
}

/** A field's error: the client's own check first, then what the server said about that field. */
export function fieldError(
  t: TFunction,
  clientKey: string | undefined,
  failure: Failure | null,
  ...serverFields: string[]
): string[] | undefined {
  if (clientKey) return [t(clientKey)];
  const server = serverFields.flatMap((field) => failure?.fields[field] ?? []);
  return server.length ? server : undefined;
}
