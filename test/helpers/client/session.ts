// Builders for signed-in sessions in tests.
import type { Role } from '../../../src/shared/constants';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT-shaped token: the client only ever reads the payload. */
export function makeToken(payload: { role?: Role; email?: string; user_id?: number; staff_role?: string } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ user_id: 1, iat: now, exp: now + 900, ...payload })}.signature`;
}

export function sessionFor(role: Role | null, email = 'sara@example.com') {
  return {
    token: makeToken(role ? { role, email } : { email }),
    fullName: 'Sara Ali',
    email,
    avatar: null,
    role,
  };
}
