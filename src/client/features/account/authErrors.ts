// What went wrong in the account flow, in words the screens translate. The API answers in the user's
// language, so its known messages are recognised in English and Arabic alike.
import { retryAfterOf } from '../../api/serverErrors';

export type FailureKind =
  | 'invalidCredentials'
  | 'unverified'
  | 'pendingApproval'
  | 'rejectedSupplier'
  | 'wrongCode'
  | 'expiredCode'
  | 'tooManyTries'
  /** A new code was refused: one went out less than a minute ago (the code step's resend). */
  | 'rateLimited'
  /** Sign-in refused by its rate limit (too many tries with an e-mail or from one address). */
  | 'signInLimited'
  /** Any other 429. */
  | 'tooManyAttempts'
  | 'resetExpired'
  | 'fields'
  | 'network'
  | 'unknown';

export interface Failure {
  kind: FailureKind;
  /** Server field errors, `{field: [messages]}`; `non_field_errors` stays here too. */
  fields: Record<string, string[]>;
  /** The server's own message, for kinds the app has no text of its own for. */
  message?: string;
  /** A 429's end (ms since epoch), from its Retry-After: the screens count down to it. */
  retryAt?: number;
}

/** A 429 answer: a rate limit, whichever endpoint refused. */
export const isTooManyRequests = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 429;

const KNOWN: [FailureKind, string[]][] = [
  ['unverified', ['This user is not verified.', 'هذا المستخدم لم يُفعِّل حسابه بعد.']],
  ['invalidCredentials', ['Invalid email or password.', 'البريد الإلكتروني أو كلمة المرور غير صحيحة.']],
  ['pendingApproval', ["Your supplier account is awaiting the resort's approval.", 'حساب المورّد الخاص بك بانتظار موافقة المنتجع.']],
  [
    'rejectedSupplier',
    ['Your supplier application was not approved. Please contact the resort.', 'لم تتم الموافقة على طلبك كمورّد. يُرجى التواصل مع المنتجع.'],
  ],
  ['wrongCode', ['Invalid code.', 'الرمز غير صحيح.']],
  ['expiredCode', ['This code has expired. Request a new one.', 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.']],
  ['tooManyTries', ['Too many incorrect attempts. Request a new code.', 'محاولات خاطئة كثيرة. اطلب رمزًا جديدًا.']],
  [
    'resetExpired',
    [
      'The password reset has expired or was already used. Request a new code.',
      'انتهت مهلة إعادة تعيين كلمة المرور أو استُخدمت من قبل. اطلب رمزًا جديدًا.',
    ],
  ],
];

function asFields(data: unknown): Record<string, string[]> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value)) fields[key] = value.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

/** Turns an RTK Query error (or anything thrown) into a Failure. */
export function toFailure(error: unknown): Failure {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { kind: 'network', fields: {} };
  const fields = asFields(data);
  const detail = data && typeof data === 'object' ? (data as { detail?: unknown }).detail : undefined;
  const messages = [...Object.values(fields).flat(), ...(typeof detail === 'string' ? [detail] : [])];
  if (status === 429) {
    const seconds = retryAfterOf(error);
    return {
      kind: 'tooManyAttempts',
      fields,
      message: typeof detail === 'string' ? detail : undefined,
      retryAt: seconds === undefined ? undefined : Date.now() + seconds * 1000,
    };
  }
  for (const [kind, texts] of KNOWN) {
    if (messages.some((message) => texts.includes(message))) return { kind, fields: kind === 'wrongCode' ? {} : fields };
  }
  if (status === 403) return { kind: 'pendingApproval', fields, message: typeof detail === 'string' ? detail : undefined };
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  return { kind: 'unknown', fields, message: typeof detail === 'string' ? detail : undefined };
}

/** The locale key of a failure's headline, or null when only field errors apply. */
export function failureKey(kind: FailureKind): string | null {
  switch (kind) {
    case 'invalidCredentials':
      return 'account.errors.invalidCredentials';
    case 'pendingApproval':
      return 'account.errors.pendingApproval';
    case 'rejectedSupplier':
      return 'account.errors.rejectedSupplier';
    case 'wrongCode':
      return 'account.errors.wrongCode';
    case 'expiredCode':
      return 'account.errors.expiredCode';
    case 'tooManyTries':
      return 'account.errors.tooManyTries';
    case 'rateLimited':
      return 'account.errors.rateLimited';
    case 'signInLimited':
      return 'account.errors.signInLimited';
    case 'tooManyAttempts':
      return 'account.errors.tooManyAttempts';
    case 'resetExpired':
      return 'account.errors.resetExpired';
    case 'network':
      return 'errors.network';
    case 'unverified':
      return 'account.errors.unverified';
    case 'fields':
      return null;
    default:
      return 'errors.generic';
  }
}
