// One machine for signing in, verifying a new account by code and resetting a password.
// Server calls are named actors and the screen-facing effects are named actions, so tests and the
// screens supply them with machine.provide(). Screens send events and read the snapshot.
import { assign, fromPromise, raise, setup } from 'xstate';
import type { LoginAnswer, VerifyOtpAnswer } from '../../../shared/schemas/account';
import {
  isTwoFactorChallenge,
  type EnrolAnswer,
  type LoginOrChallenge,
  type SecondStepAnswer,
  type SecondStepBody,
} from '../../../shared/schemas/staffAccess';
import { retryAfterOf } from '../../api/serverErrors';
import { isTooManyRequests, toFailure, type Failure, type FailureKind } from './authErrors';

export type CodePurpose = 'verify' | 'reset';

/** Where a screen starts the flow: sign-in/sign-up/forget form, the code screen, or the new-password form. */
export type FlowStart = 'credentials' | 'code' | 'resetAllowed';

export interface AuthFlowInput {
  start?: FlowStart;
  email?: string;
  purpose?: CodePurpose;
  /** When the code was really sent (ms since epoch), if this browser knows: the resend wait counts from it. */
  codeSentAt?: number | null;
}

export interface AuthFlowContext {
  email: string;
  /** Kept after a failed sign-in so nothing typed is lost. */
  password: string;
  purpose: CodePurpose;
  /**
   * When the last code was really sent (ms since epoch): the resend wait counts down from it, across reloads.
   * Null when unknown (the code step opened from an e-mail link on another device): a resend is allowed, and
   * the server's 429 Retry-After, if it comes, says when the code went out.
   */
  codeSentAt: number | null;
  failure: Failure | null;
  /** Set after an unverified sign-in sent a fresh code. */
  codeResentOnSignIn: boolean;
  session: LoginAnswer | null;
  start: FlowStart;
  /** Two-step sign-in: the password's challenge, whether the app is being set up, its QR, the codes shown once. */
  challenge: string | null;
  twoFactor: 'verify' | 'enrol' | null;
  enrolment: EnrolAnswer | null;
  recoveryCodes: string[] | null;
}

export type AuthFlowEvent =
  | { type: 'credentials.submit'; email: string; password: string }
  | { type: 'register.submit'; email: string; body: FormData | Record<string, unknown> }
  | { type: 'reset.request'; email: string }
  | { type: 'otp.submit'; code: string }
  | { type: 'otp.resend' }
  | { type: 'reset.submit'; password: string; confirmation: string }
  | { type: 'code.renewed' }
  | { type: 'code.spent' }
  /** The app's 6-digit code, or (`recovery`) one of the recovery codes. */
  | { type: 'totp.submit'; code: string; recovery?: boolean }
  /** The recovery codes are written down: go on into the app. */
  | { type: 'recovery.saved' };

const TOTP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Za-z2-7]{5}[- ]?[A-Za-z2-7]{5}$/;
const validSecondStep = (event: { code: string; recovery?: boolean }) =>
  event.recovery ? RECOVERY_CODE.test(event.code.trim()) : TOTP_CODE.test(event.code.trim());

export const RESEND_DELAY_MS = 60_000;

/** The rest of the resend wait, in whole seconds (as the screen shows it), in ms; 0 when none is left or unknown. */
export function resendWaitMs(codeSentAt: number | null, now = Date.now()): number {
  if (codeSentAt === null) return 0;
  return Math.max(0, Math.ceil((codeSentAt + RESEND_DELAY_MS - now) / 1000) * 1000);
}

/** When a refused code went out: a 429's Retry-After is the rest of its minute; without one, assume just now. */
const refusedSentAt = (error: unknown) => {
  const seconds = retryAfterOf(error);
  return seconds === undefined ? Date.now() : Date.now() + seconds * 1000 - RESEND_DELAY_MS;
};

type VerifyInput = { email: string; code: string; purpose: CodePurpose };

export const authFlowMachine = setup({
  types: {
    context: {} as AuthFlowContext,
    events: {} as AuthFlowEvent,
    input: {} as AuthFlowInput,
  },
  actors: {
    login: fromPromise<LoginOrChallenge, { email: string; password: string }>(async () => {
      throw new Error('login is not provided');
    }),
    register: fromPromise<unknown, { body: FormData | Record<string, unknown> }>(async () => {
      throw new Error('register is not provided');
    }),
    verifyCode: fromPromise<VerifyOtpAnswer, VerifyInput>(async () => {
      throw new Error('verifyCode is not provided');
    }),
    resendCode: fromPromise<unknown, { email: string; purpose: CodePurpose }>(async () => {
      throw new Error('resendCode is not provided');
    }),
    requestReset: fromPromise<unknown, { email: string }>(async () => {
      throw new Error('requestReset is not provided');
    }),
    resetPassword: fromPromise<unknown, { email: string; password: string; confirmation: string }>(async () => {
      throw new Error('resetPassword is not provided');
    }),
    startEnrolment: fromPromise<EnrolAnswer, { challenge: string }>(async () => {
      throw new Error('startEnrolment is not provided');
    }),
    completeSecondStep: fromPromise<SecondStepAnswer, SecondStepBody>(async () => {
      throw new Error('completeSecondStep is not provided');
    }),
  },
  actions: {
    // Effects the screens provide: storing the session, moving to another route.
    /** `welcome`: a new account has just been verified, so the screen greets it. */
    signedIn: (_, _params: { session: LoginAnswer; welcome?: boolean }) => {},
    /** `refused`: no new code went out (one was sent moments ago, or sending failed); the screen says so. */
    codeSent: (_, _params: { email: string; purpose: CodePurpose; refused?: boolean }) => {},
    resetAllowed: (_, _params: { email: string }) => {},
    /** A supplier's e-mail is verified; staff have yet to approve it, so there is no session. */
    applicationReceived: (_, _params: { email: string }) => {},
    passwordReset: (_, _params: { email: string }) => {},
    clearFailure: assign({ failure: null }),
    markCodeSent: assign({ codeSentAt: () => Date.now() }),
    /** A code was refused for coming too soon: the earlier one went out when the 429 says. */
    markCodeRefused: assign({
      codeSentAt: (_, params: { error: unknown }) => (isTooManyRequests(params.error) ? refusedSentAt(params.error) : null),
    }),
    /** Effect the screens provide: keep context.codeSentAt where a reload or a reopened screen finds it. */
    rememberCodeSent: () => {},
    /** `limited`: what a 429 means where it happened (a sign-in limit, a code sent moments ago). */
    recordFailure: assign({
      failure: (_, params: { error: unknown; limited?: FailureKind }) => {
        const failure = toFailure(params.error);
        return params.limited && failure.kind === 'tooManyAttempts' ? { ...failure, kind: params.limited } : failure;
      },
    }),
  },
  guards: {
    isUnverified: (_, params: { error: unknown }) => toFailure(params.error).kind === 'unverified',
    isAwaitingApproval: (_, params: { error: unknown }) => ['pendingApproval', 'rejectedSupplier'].includes(toFailure(params.error).kind),
    isCodeSpent: (_, params: { error: unknown }) => ['expiredCode', 'tooManyTries'].includes(toFailure(params.error).kind),
    isRateLimited: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    isReset: ({ context }) => context.purpose === 'reset',
    isChallenge: (_, params: { answer: LoginOrChallenge }) => isTwoFactorChallenge(params.answer),
    enrols: ({ context }) => context.twoFactor === 'enrol',
    hasRecoveryCodes: (_, params: { answer: SecondStepAnswer }) => (params.answer.recovery_codes?.length ?? 0) > 0,
    /** The challenge ran out (5 minutes) or the account changed: only a new sign-in helps. */
    isChallengeSpent: (_, params: { error: unknown }) => !!toFailure(params.error).fields.challenge,
    resendDue: ({ context }) => resendWaitMs(context.codeSentAt) === 0,
    awaitsApproval: (_, params: { answer: VerifyOtpAnswer }) => params.answer.supplier_status === 'pending',
    startsAtCode: ({ context }) => context.start === 'code' && !!context.email,
    startsAtReset: ({ context }) => context.start === 'resetAllowed' && !!context.email,
  },
  delays: { resendDelay: ({ context }) => resendWaitMs(context.codeSentAt) },
}).createMachine({
  id: 'authFlow',
  context: ({ input }) => ({
    email: input.email ?? '',
    password: '',
    purpose: input.purpose ?? 'verify',
    codeSentAt: input.codeSentAt ?? null,
    failure: null,
    codeResentOnSignIn: false,
    session: null,
    start: input.start ?? 'credentials',
    challenge: null,
    twoFactor: null,
    enrolment: null,
    recoveryCodes: null,
  }),
  initial: 'starting',
  states: {
    // Picks the entry point: a reload of the code screen resumes there, the e-mail comes from the route.
    starting: {
      always: [{ guard: 'startsAtCode', target: 'code' }, { guard: 'startsAtReset', target: 'resetAllowed' }, { target: 'credentials' }],
    },
    credentials: {
      on: {
        'credentials.submit': {
          target: 'signingIn',
          actions: assign({
            email: ({ event }) => event.email.trim(),
            password: ({ event }) => event.password,
            purpose: 'verify',
            failure: null,
          }),
        },
        'register.submit': {
          target: 'registering',
          actions: assign({ email: ({ event }) => event.email.trim(), purpose: 'verify', failure: null }),
        },
        'reset.request': {
          target: 'requestingReset',
          actions: assign({ email: ({ event }) => event.email.trim(), purpose: 'reset', failure: null }),
        },
      },
      initial: 'editing',
      states: {
        editing: {},
        failed: {},
        awaitingApproval: {},
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: [
          {
            guard: { type: 'isChallenge', params: ({ event }) => ({ answer: event.output }) },
            target: 'secondStep',
            actions: assign(({ event }) =>
              isTwoFactorChallenge(event.output)
                ? { challenge: event.output.challenge, twoFactor: event.output.two_factor, enrolment: null, recoveryCodes: null }
                : {},
            ),
          },
          {
            target: 'signedIn',
            actions: [
              assign({ session: ({ event }) => event.output as LoginAnswer }),
              { type: 'signedIn', params: ({ event }) => ({ session: event.output as LoginAnswer }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isUnverified', params: ({ event }) => ({ error: event.error }) },
            target: 'sendingCode',
            actions: assign({ codeResentOnSignIn: true }),
          },
          {
            guard: { type: 'isAwaitingApproval', params: ({ event }) => ({ error: event.error }) },
            target: 'credentials.awaitingApproval',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'credentials.failed',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error, limited: 'signInLimited' as const }) },
          },
        ],
      },
    },
    // The second step of a staff sign-in: set the authenticator app up first where the role requires it and it
    // is not yet, then its code (or a recovery code); after a set-up, the recovery codes are shown once.
    secondStep: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'enrols', target: 'enrolling' }, { target: 'awaitingCode' }] },
        enrolling: {
          invoke: {
            src: 'startEnrolment',
            input: ({ context }) => ({ challenge: context.challenge ?? '' }),
            onDone: { target: 'awaitingCode', actions: assign({ enrolment: ({ event }) => event.output }) },
            onError: {
              target: '#authFlow.credentials.failed',
              actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        awaitingCode: {
          on: {
            'totp.submit': { target: 'verifying', guard: ({ event }) => validSecondStep(event), actions: 'clearFailure' },
          },
        },
        verifying: {
          invoke: {
            src: 'completeSecondStep',
            input: ({ context, event }) => {
              const submitted = event.type === 'totp.submit' ? event : { code: '', recovery: false };
              const code = submitted.code.trim();
              return submitted.recovery
                ? { challenge: context.challenge ?? '', recovery_code: code }
                : { challenge: context.challenge ?? '', code };
            },
            onDone: [
              {
                guard: { type: 'hasRecoveryCodes', params: ({ event }) => ({ answer: event.output }) },
                target: 'showingRecoveryCodes',
                actions: assign({
                  session: ({ event }) => event.output,
                  recoveryCodes: ({ event }) => event.output.recovery_codes ?? null,
                }),
              },
              {
                target: '#authFlow.signedIn',
                actions: [
                  assign({ session: ({ event }) => event.output }),
                  { type: 'signedIn', params: ({ event }) => ({ session: event.output }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isChallengeSpent', params: ({ event }) => ({ error: event.error }) },
                target: '#authFlow.credentials.failed',
                actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, assign({ challenge: null })],
              },
              { target: 'awaitingCode', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        showingRecoveryCodes: {
          on: {
            'recovery.saved': {
              target: '#authFlow.signedIn',
              actions: { type: 'signedIn', params: ({ context }) => ({ session: context.session! }) },
            },
          },
        },
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ event }) => ({ body: event.type === 'register.submit' ? event.body : {} }),
        onDone: {
          target: 'code',
          actions: [
            'markCodeSent',
            'rememberCodeSent',
            { type: 'codeSent', params: ({ context }) => ({ email: context.email, purpose: context.purpose }) },
          ],
        },
        onError: { target: 'credentials.failed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    requestingReset: {
      invoke: {
        src: 'requestReset',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'code',
          actions: [
            'markCodeSent',
            'rememberCodeSent',
            { type: 'codeSent', params: ({ context }) => ({ email: context.email, purpose: 'reset' as const }) },
          ],
        },
        onError: [
          // A code sent less than a minute ago is still good: go and enter it.
          {
            guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: [
              { type: 'markCodeRefused', params: ({ event }) => ({ error: event.error }) },
              'rememberCodeSent',
              { type: 'codeSent', params: ({ context }) => ({ email: context.email, purpose: 'reset' as const, refused: true }) },
            ],
          },
          { target: 'credentials.failed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // An unverified sign-in: send a fresh code, then open the code step (even if the send was refused
    // for coming too soon, the previous code is still valid).
    sendingCode: {
      invoke: {
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email, purpose: 'verify' as const }),
        onDone: {
          target: 'code',
          actions: [
            'markCodeSent',
            'rememberCodeSent',
            { type: 'codeSent', params: ({ context }) => ({ email: context.email, purpose: 'verify' as const }) },
          ],
        },
        onError: {
          target: 'code',
          actions: [
            { type: 'markCodeRefused', params: ({ event }) => ({ error: event.error }) },
            'rememberCodeSent',
            { type: 'codeSent', params: ({ context }) => ({ email: context.email, purpose: 'verify' as const, refused: true }) },
          ],
        },
      },
    },
    code: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'awaitingCode',
          states: {
            awaitingCode: {
              on: { 'otp.submit': { target: 'verifying', guard: ({ event }) => /^\d{6}$/.test(event.code), actions: 'clearFailure' } },
            },
            verifying: {
              invoke: {
                src: 'verifyCode',
                input: ({ context, event }) => ({
                  email: context.email,
                  code: event.type === 'otp.submit' ? event.code : '',
                  purpose: context.purpose,
                }),
                onDone: [
                  {
                    guard: 'isReset',
                    target: '#authFlow.resetAllowed',
                    actions: { type: 'resetAllowed', params: ({ context }) => ({ email: context.email }) },
                  },
                  {
                    guard: { type: 'awaitsApproval', params: ({ event }) => ({ answer: event.output }) },
                    target: '#authFlow.applicationReceived',
                    actions: { type: 'applicationReceived', params: ({ context }) => ({ email: context.email }) },
                  },
                  {
                    target: '#authFlow.signedIn',
                    actions: [
                      assign({ session: ({ event }) => event.output as LoginAnswer }),
                      { type: 'signedIn', params: ({ event }) => ({ session: event.output as LoginAnswer, welcome: true }) },
                    ],
                  },
                ],
                onError: [
                  // The code is void: only a new one helps, so one may be asked for at once.
                  {
                    guard: { type: 'isCodeSpent', params: ({ event }) => ({ error: event.error }) },
                    target: 'codeSpent',
                    actions: [{ type: 'recordFailure', params: ({ event }) => ({ error: event.error }) }, raise({ type: 'code.spent' })],
                  },
                  { target: 'codeRejected', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            codeRejected: {
              on: { 'otp.submit': { target: 'verifying', guard: ({ event }) => /^\d{6}$/.test(event.code), actions: 'clearFailure' } },
            },
            codeSpent: {},
          },
          on: { 'code.renewed': '.awaitingCode' },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            // Counts from when the code was really sent, so a reload does not start the minute again.
            coolingDown: {
              always: { guard: 'resendDue', target: 'ready' },
              after: { resendDelay: 'ready' },
              on: { 'code.spent': 'ready' },
            },
            ready: { on: { 'otp.resend': { target: 'resending', actions: 'clearFailure' } } },
            resending: {
              invoke: {
                src: 'resendCode',
                input: ({ context }) => ({ email: context.email, purpose: context.purpose }),
                onDone: { target: 'coolingDown', actions: ['markCodeSent', 'rememberCodeSent', raise({ type: 'code.renewed' })] },
                onError: [
                  {
                    guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                    target: 'coolingDown',
                    actions: [
                      { type: 'markCodeRefused', params: ({ event }) => ({ error: event.error }) },
                      'rememberCodeSent',
                      { type: 'recordFailure', params: ({ event }) => ({ error: event.error, limited: 'rateLimited' as const }) },
                    ],
                  },
                  { target: 'ready', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
      },
    },
    resetAllowed: {
      on: {
        'reset.submit': { target: 'resettingPassword', guard: ({ event }) => event.password.length > 0, actions: 'clearFailure' },
      },
      initial: 'editing',
      states: { editing: {}, failed: {} },
    },
    resettingPassword: {
      invoke: {
        src: 'resetPassword',
        input: ({ context, event }) => ({
          email: context.email,
          password: event.type === 'reset.submit' ? event.password : '',
          confirmation: event.type === 'reset.submit' ? event.confirmation : '',
        }),
        onDone: { target: 'passwordReset', actions: { type: 'passwordReset', params: ({ context }) => ({ email: context.email }) } },
        onError: { target: 'resetAllowed.failed', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: { type: 'final' },
    // Leaving the code step stops its resend countdown: the e-mail is verified, nothing is left to send.
    applicationReceived: { type: 'final' },
    passwordReset: { type: 'final' },
  },
});

export type AuthFlowMachine = typeof authFlowMachine;
