// Runs the auth flow machine for one screen, with the real server calls and effects provided.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { LoginAnswer, VerifyOtpAnswer } from '../../../shared/schemas/account';
import type { EnrolAnswer, LoginOrChallenge, SecondStepAnswer } from '../../../shared/schemas/staffAccess';
import { loggedIn } from '../../api/sessionEvents';
import { setDateCalendars } from '../../ui/dateCalendars';
import { notify } from '../../ui/notify';
import { landingFor, nextPathOf } from '../auth/nextPath';
import { accountApi } from './accountApi';
import { authFlowMachine, type AuthFlowInput, type CodePurpose } from './authFlowMachine';
import { rememberCodeSent } from './codeSentAt';

/** Keeps ?next= when moving between the account screens, so the destination survives a reload. */
export function withNext(path: string, next: string): string {
  return next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
}

export const codePath = (email: string, purpose: CodePurpose) =>
  `/account/${encodeURIComponent(email)}/${purpose === 'reset' ? 'otp' : 'verify-account'}`;

/** Where a supplier lands once its e-mail is verified, while staff review the application. */
export const applicationPath = (email: string) => `/account/${encodeURIComponent(email)}/supplier-application`;

/** Stores the session and lands where the user was going. */
export function useCompleteSignIn() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const next = nextPathOf(location);
  return (session: LoginAnswer) => {
    dispatch(
      loggedIn({ token: session.token, full_name: session.full_name, email: session.email, role: session.role, avatar: session.avatar }),
    );
    // The account's choice of calendars replaces this browser's from sign-in on (issue 26 §4).
    if (session.date_calendars) setDateCalendars(session.date_calendars);
    navigate(landingFor(next, session.role), { replace: true });
  };
}

export { nextPathOf };

type Dispatch = ReturnType<typeof useDispatch>;

/** Runs a mutation outside React's hooks, returns its data or throws its error, and leaves no cache entry. */
async function run<T>(dispatch: Dispatch, action: unknown): Promise<T> {
  const request = dispatch(action as never) as unknown as { unwrap(): Promise<T>; reset(): void };
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}

export function useAuthFlow(input: AuthFlowInput) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();
  // The machine is created once; its effects read the latest router and translation through refs.
  const latest = useRef({ navigate, completeSignIn, t, next: nextPathOf(location) });
  useEffect(() => {
    latest.current = { navigate, completeSignIn, t, next: nextPathOf(location) };
  });

  const machine = useMemo(
    () =>
      authFlowMachine.provide({
        actors: {
          login: fromPromise(({ input: body }) => run<LoginOrChallenge>(dispatch, accountApi.endpoints.login.initiate(body))),
          startEnrolment: fromPromise(({ input: body }) =>
            run<EnrolAnswer>(dispatch, accountApi.endpoints.startTwoFactorEnrolment.initiate(body)),
          ),
          completeSecondStep: fromPromise(({ input: body }) =>
            run<SecondStepAnswer>(dispatch, accountApi.endpoints.completeSecondStep.initiate(body)),
          ),
          register: fromPromise(({ input: { body } }) => run(dispatch, accountApi.endpoints.register.initiate(body as FormData))),
          verifyCode: fromPromise(({ input: { email, code, purpose } }) =>
            run<VerifyOtpAnswer>(dispatch, accountApi.endpoints.verifyOtp.initiate({ email, otp: code, forget: purpose === 'reset' })),
          ),
          resendCode: fromPromise(({ input: { email, purpose } }) =>
            run(dispatch, accountApi.endpoints.resendOtp.initiate({ email, forget: purpose === 'reset' })),
          ),
          requestReset: fromPromise(({ input: { email } }) =>
            run(dispatch, accountApi.endpoints.resendOtp.initiate({ email, forget: true })),
          ),
          resetPassword: fromPromise(({ input: { email, password, confirmation } }) =>
            run(
              dispatch,
              accountApi.endpoints.changeForgetPassword.initiate({ email, new_password: password, confirm_password: confirmation }),
            ),
          ),
        },
        actions: {
          signedIn: (_, { session, welcome }) => {
            if (welcome) notify('success', latest.current.t('account.code.welcome', { name: `\u2068${session.full_name}\u2069` }));
            latest.current.completeSignIn(session);
          },
          rememberCodeSent: ({ context }) => rememberCodeSent(context.email, context.purpose, context.codeSentAt),
          codeSent: (_, { email, purpose, refused }) =>
            latest.current.navigate(withNext(codePath(email, purpose), latest.current.next), {
              state: refused ? { codeRefused: true } : null,
            }),
          resetAllowed: (_, { email }) =>
            latest.current.navigate(`/account/${encodeURIComponent(email)}/reset-password`, { replace: true }),
          applicationReceived: (_, { email }) => latest.current.navigate(applicationPath(email), { replace: true }),
          passwordReset: () => {
            notify('success', latest.current.t('account.reset.done'));
            latest.current.navigate('/account/login', { replace: true });
          },
        },
      }),
    [dispatch],
  );
  const [state, send] = useMachine(machine, { input });
  return { state, send };
}
