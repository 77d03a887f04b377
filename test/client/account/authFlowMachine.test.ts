// Every transition of the auth flow, with the server calls replaced by fromPromise mocks.
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { authFlowMachine, RESEND_DELAY_MS, type AuthFlowInput } from '../../../src/client/features/account/authFlowMachine';

const session = { token: 'token-1', id: 7, role: 'guest' as const, email: 'sara@example.com', full_name: 'Sara Ali', avatar: null };
const badRequest = (field: string, message: string) => ({ status: 400, data: { [field]: [message] } });

type Snapshot = SnapshotFrom<typeof authFlowMachine>;

function start(input: AuthFlowInput = {}, overrides: Partial<Record<string, (input: never) => Promise<unknown>>> = {}) {
  const calls = {
    login: jest.fn(),
    register: jest.fn(),
    verifyCode: jest.fn(),
    resendCode: jest.fn(),
    requestReset: jest.fn(),
    resetPassword: jest.fn(),
  };
  const effects = {
    signedIn: jest.fn(),
    codeSent: jest.fn(),
    resetAllowed: jest.fn(),
    passwordReset: jest.fn(),
    applicationReceived: jest.fn(),
  };
  const mock = (name: keyof typeof calls, fallback: (input: never) => Promise<unknown>) =>
    fromPromise(async ({ input }: { input: never }) => {
      calls[name](input);
      return (overrides[name] ?? fallback)(input);
    });
  const clock = new SimulatedClock();
  const machine = authFlowMachine.provide({
    actors: {
      login: mock('login', async () => session) as never,
      register: mock('register', async () => ({ message: 'ok' })) as never,
      verifyCode: mock('verifyCode', async () => ({ message: 'Verification successful', ...session })) as never,
      resendCode: mock('resendCode', async () => ({ message: 'OTP has been resent.' })) as never,
      requestReset: mock('requestReset', async () => ({ message: 'OTP has been resent.' })) as never,
      resetPassword: mock('resetPassword', async () => ({ success: 'done' })) as never,
    },
    actions: {
      signedIn: (_, params) => effects.signedIn(params),
      codeSent: (_, params) => effects.codeSent(params),
      resetAllowed: (_, params) => effects.resetAllowed(params),
      passwordReset: (_, params) => effects.passwordReset(params),
      applicationReceived: (_, params) => effects.applicationReceived(params),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  const settle = (predicate: (snapshot: Snapshot) => boolean) => waitFor(actor, predicate, { timeout: 5000 });
  return { actor, calls, effects, clock, settle };
}

const inCode = (snapshot: Snapshot) => snapshot.matches({ code: { entry: 'awaitingCode' } });

describe('sign-in', () => {
  it('signs in and hands the session to the screen', async () => {
    const { actor, calls, effects, settle } = start();
    expect(actor.getSnapshot().value).toEqual({ credentials: 'editing' });
    actor.send({ type: 'credentials.submit', email: ' sara@example.com ', password: 'secret-pass' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    await settle((snapshot) => snapshot.matches('signedIn'));
    expect(calls.login).toHaveBeenCalledWith({ email: 'sara@example.com', password: 'secret-pass' });
    expect(effects.signedIn).toHaveBeenCalledWith({ session });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps what was typed after a wrong password and allows another try', async () => {
    const { actor, settle } = start(
      {},
      { login: async () => Promise.reject(badRequest('non_field_errors', 'Invalid email or password.')) },
    );
    actor.send({ type: 'credentials.submit', email: 'sara@example.com', password: 'wrong-pass' });
    const failed = await settle((snapshot) => snapshot.matches({ credentials: 'failed' }));
    expect(failed.context.failure?.kind).toBe('invalidCredentials');
    expect(failed.context.email).toBe('sara@example.com');
    expect(failed.context.password).toBe('wrong-pass');
    expect(failed.can({ type: 'credentials.submit', email: 'sara@example.com', password: 'x' })).toBe(true);
  });

  it('recognises the Arabic answer too', async () => {
    const { actor, settle } = start(
      {},
      { login: async () => Promise.reject(badRequest('non_field_errors', 'البريد الإلكتروني أو كلمة المرور غير صحيحة.')) },
    );
    actor.send({ type: 'credentials.submit', email: 'sara@example.com', password: 'wrong-pass' });
    expect((await settle((snapshot) => snapshot.matches({ credentials: 'failed' }))).context.failure?.kind).toBe('invalidCredentials');
  });

  it('sends a fresh code to an unverified account and opens the code step', async () => {
    const { actor, calls, effects, settle } = start(
      {},
      { login: async () => Promise.reject(badRequest('non_field_errors', 'This user is not verified.')) },
    );
    actor.send({ type: 'credentials.submit', email: 'new@example.com', password: 'secret-pass' });
    const snapshot = await settle(inCode);
    expect(calls.resendCode).toHaveBeenCalledWith({ email: 'new@example.com', purpose: 'verify' });
    expect(effects.codeSent).toHaveBeenCalledWith({ email: 'new@example.com', purpose: 'verify' });
    expect(snapshot.context.codeResentOnSignIn).toBe(true);
    expect(snapshot.matches({ code: { resend: 'coolingDown' } })).toBe(true);
  });

  it('tells a pending supplier that the resort has not approved the account yet', async () => {
    const { actor, settle } = start(
      {},
      { login: async () => Promise.reject({ status: 403, data: { detail: "Your supplier account is awaiting the resort's approval." } }) },
    );
    actor.send({ type: 'credentials.submit', email: 'dive@example.com', password: 'secret-pass' });
    const snapshot = await settle((s) => s.matches({ credentials: 'awaitingApproval' }));
    expect(snapshot.context.failure?.kind).toBe('pendingApproval');
  });
});

describe('sign-up', () => {
  it('registers, then waits for the e-mailed code', async () => {
    const { actor, calls, effects, settle } = start();
    actor.send({ type: 'register.submit', email: 'new@example.com', body: { email: 'new@example.com' } });
    expect(actor.getSnapshot().value).toBe('registering');
    await settle(inCode);
    expect(calls.register).toHaveBeenCalledWith({ body: { email: 'new@example.com' } });
    expect(effects.codeSent).toHaveBeenCalledWith({ email: 'new@example.com', purpose: 'verify' });
  });

  it('keeps the server field errors when registration is refused', async () => {
    const { actor, settle } = start(
      {},
      { register: async () => Promise.reject(badRequest('email', 'A user with this email already exists.')) },
    );
    actor.send({ type: 'register.submit', email: 'taken@example.com', body: {} });
    const snapshot = await settle((s) => s.matches({ credentials: 'failed' }));
    expect(snapshot.context.failure).toEqual({ kind: 'fields', fields: { email: ['A user with this email already exists.'] } });
    expect(snapshot.context.email).toBe('taken@example.com');
  });
});

describe('the code step', () => {
  it('resumes at the code step after a reload (e-mail from the route)', () => {
    const { actor } = start({ start: 'code', email: 'new@example.com', purpose: 'verify' });
    expect(inCode(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('new@example.com');
  });

  it('signs the user in with the right code', async () => {
    const { actor, calls, effects, settle } = start({ start: 'code', email: 'new@example.com' });
    expect(actor.getSnapshot().can({ type: 'otp.submit', code: '12' })).toBe(false);
    actor.send({ type: 'otp.submit', code: '123456' });
    expect(actor.getSnapshot().matches({ code: { entry: 'verifying' } })).toBe(true);
    await settle((s) => s.matches('signedIn'));
    expect(calls.verifyCode).toHaveBeenCalledWith({ email: 'new@example.com', code: '123456', purpose: 'verify' });
    // A new account: the screen greets it (a sign-in with a password does not).
    expect(effects.signedIn).toHaveBeenCalledWith({ session: expect.objectContaining({ token: 'token-1' }), welcome: true });
  });

  it('leaves the code step for the application page when a supplier awaits approval, with no session and no countdown', async () => {
    const { actor, effects, settle } = start(
      { start: 'code', email: 'dive@example.com' },
      {
        verifyCode: async () => ({ message: 'Your e-mail is verified.', supplier_status: 'pending' }),
      },
    );
    actor.send({ type: 'otp.submit', code: '123456' });
    const done = await settle((s) => s.matches('applicationReceived'));
    expect(done.status).toBe('done');
    expect(done.context.failure).toBeNull();
    expect(done.context.session).toBeNull();
    expect(effects.applicationReceived).toHaveBeenCalledWith({ email: 'dive@example.com' });
    expect(effects.signedIn).not.toHaveBeenCalled();
    expect(done.can({ type: 'otp.resend' })).toBe(false);
  });

  it('rejects a wrong code and accepts another try', async () => {
    let attempt = 0;
    const { actor, settle } = start(
      { start: 'code', email: 'new@example.com' },
      {
        verifyCode: async () => (++attempt === 1 ? Promise.reject(badRequest('otp', 'Invalid code.')) : { message: 'ok', ...session }),
      },
    );
    actor.send({ type: 'otp.submit', code: '000000' });
    const rejected = await settle((s) => s.matches({ code: { entry: 'codeRejected' } }));
    expect(rejected.context.failure?.kind).toBe('wrongCode');
    actor.send({ type: 'otp.submit', code: '123456' });
    await settle((s) => s.matches('signedIn'));
  });

  it.each([
    ['expired', 'This code has expired. Request a new one.', 'expiredCode'],
    ['void after too many tries', 'Too many incorrect attempts. Request a new code.', 'tooManyTries'],
  ])('asks for a new code when the code is %s', async (_case, message, kind) => {
    const { actor, clock, settle } = start(
      { start: 'code', email: 'new@example.com' },
      { verifyCode: async () => Promise.reject(badRequest('otp', message)) },
    );
    actor.send({ type: 'otp.submit', code: '123456' });
    const spent = await settle((s) => s.matches({ code: { entry: 'codeSpent' } }));
    expect(spent.context.failure?.kind).toBe(kind);
    expect(spent.can({ type: 'otp.submit', code: '123456' })).toBe(false);
    clock.increment(RESEND_DELAY_MS);
    actor.send({ type: 'otp.resend' });
    const renewed = await settle((s) => s.matches({ code: { resend: 'coolingDown' } }) && inCode(s));
    expect(renewed.context.failure).toBeNull();
    expect(renewed.can({ type: 'otp.submit', code: '123456' })).toBe(true);
  });

  it('refuses a resend before the 60-second countdown ends and allows it after', async () => {
    const { actor, calls, clock, settle } = start({ start: 'code', email: 'new@example.com', codeSentAt: Date.now() });
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
    clock.increment(RESEND_DELAY_MS - 1);
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
    actor.send({ type: 'otp.resend' });
    expect(calls.resendCode).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(true);
    actor.send({ type: 'otp.resend' });
    await settle((s) => s.matches({ code: { resend: 'coolingDown' } }));
    expect(calls.resendCode).toHaveBeenCalledWith({ email: 'new@example.com', purpose: 'verify' });
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
  });

  it('waits again when the server says a code was sent too recently, for as long as it says', async () => {
    const { actor, clock, settle } = start(
      { start: 'code', email: 'new@example.com' },
      {
        resendCode: async () => Promise.reject({ status: 429, data: { detail: 'Too many requests.' }, retryAfter: 20 }),
      },
    );
    // No record of when the last code went out (another device): a resend may be tried at once.
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(true);
    actor.send({ type: 'otp.resend' });
    const snapshot = await settle((s) => s.matches({ code: { resend: 'coolingDown' } }));
    expect(snapshot.context.failure?.kind).toBe('rateLimited');
    expect(snapshot.context.codeSentAt! + RESEND_DELAY_MS - Date.now()).toBeGreaterThan(18_000);
    expect(snapshot.context.codeSentAt! + RESEND_DELAY_MS - Date.now()).toBeLessThanOrEqual(20_000);
    clock.increment(19_000);
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
    clock.increment(1_000);
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(true);
  });

  it('resumes the countdown where it was after a reload', () => {
    const { actor, clock } = start({ start: 'code', email: 'new@example.com', codeSentAt: Date.now() - 45_000 });
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
    clock.increment(15_000);
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(true);
  });

  it('allows a new code at once when the code has expired, even inside the minute', async () => {
    const { actor, settle } = start(
      { start: 'code', email: 'new@example.com', codeSentAt: Date.now() },
      {
        verifyCode: async () => Promise.reject(badRequest('otp', 'This code has expired. Request a new one.')),
      },
    );
    expect(actor.getSnapshot().can({ type: 'otp.resend' })).toBe(false);
    actor.send({ type: 'otp.submit', code: '123456' });
    const spent = await settle((s) => s.matches({ code: { entry: 'codeSpent' } }));
    expect(spent.can({ type: 'otp.resend' })).toBe(true);
  });
});

describe('password reset', () => {
  it('requests a code, verifies it, then sets the new password', async () => {
    const { actor, calls, effects, settle } = start();
    actor.send({ type: 'reset.request', email: 'sara@example.com' });
    await settle(inCode);
    expect(calls.requestReset).toHaveBeenCalledWith({ email: 'sara@example.com' });
    expect(effects.codeSent).toHaveBeenCalledWith({ email: 'sara@example.com', purpose: 'reset' });
    actor.send({ type: 'otp.submit', code: '654321' });
    await settle((s) => s.matches('resetAllowed'));
    expect(calls.verifyCode).toHaveBeenCalledWith({ email: 'sara@example.com', code: '654321', purpose: 'reset' });
    expect(effects.resetAllowed).toHaveBeenCalledWith({ email: 'sara@example.com' });
    expect(effects.signedIn).not.toHaveBeenCalled();
    actor.send({ type: 'reset.submit', password: 'new-password-1', confirmation: 'new-password-1' });
    await settle((s) => s.matches('passwordReset'));
    expect(calls.resetPassword).toHaveBeenCalledWith({
      email: 'sara@example.com',
      password: 'new-password-1',
      confirmation: 'new-password-1',
    });
    expect(effects.passwordReset).toHaveBeenCalledWith({ email: 'sara@example.com' });
  });

  it('starts at the new-password step from the route and reports an expired window', async () => {
    const { actor, settle } = start(
      { start: 'resetAllowed', email: 'sara@example.com', purpose: 'reset' },
      {
        resetPassword: async () =>
          Promise.reject(badRequest('non_field_errors', 'The password reset has expired or was already used. Request a new code.')),
      },
    );
    expect(actor.getSnapshot().matches('resetAllowed')).toBe(true);
    actor.send({ type: 'reset.submit', password: 'new-password-1', confirmation: 'new-password-1' });
    const failed = await settle((s) => s.matches({ resetAllowed: 'failed' }));
    expect(failed.context.failure?.kind).toBe('resetExpired');
  });

  it('goes on to the code step when a reset code was sent less than a minute ago', async () => {
    const { actor, settle } = start({}, { requestReset: async () => Promise.reject({ status: 429, data: { detail: 'slow down' } }) });
    actor.send({ type: 'reset.request', email: 'sara@example.com' });
    await settle(inCode);
  });
});
