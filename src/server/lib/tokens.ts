import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '../../shared/constants';
import type { StaffRole } from '../../shared/staffRoles';
import type { Clock } from './clock';

export interface AccessTokenPayload {
  user_id: number;
  role: Role;
  email: string;
  token_type: 'access';
  /** The user's token_version at issue; a password change, reset or deactivation bumps it. */
  ver: number;
  iat: number;
  exp: number;
  jti: string;
  /** Staff only: their role when the token was issued, for the web app's menus (the server reads it with the session). */
  staff_role?: StaffRole;
}

export type TokenFailure = 'invalid' | 'expired';

export class TokenRejected extends Error {
  constructor(readonly reason: TokenFailure) {
    super(`access token ${reason}`);
  }
}

export interface TokenService {
  signAccess(user: { id: number; role: Role; email: string; tokenVersion: number; staffRole?: StaffRole | null }): string;
  /** Throws TokenRejected; `expired` only for a token that is otherwise valid. */
  verifyAccess(token: string): AccessTokenPayload;
}

/**
 * iat/exp are written and checked here from the injected clock rather than by fast-jwt, whose clock is
 * fixed when a signer or verifier is created; that keeps expiry testable without waiting.
 */
export function createTokenService(options: { secret: string; clock: Clock; accessTtlSeconds?: number }): TokenService {
  const ttl = options.accessTtlSeconds ?? 15 * 60;
  const sign = createSigner({ key: options.secret, algorithm: 'HS256' });
  const verify = createVerifier({
    key: options.secret,
    algorithms: ['HS256'],
    ignoreExpiration: true,
    ignoreNotBefore: true,
    cache: false,
  });
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  return {
    signAccess(user) {
      const iat = nowSeconds();
      const payload: AccessTokenPayload = {
        user_id: user.id,
        role: user.role,
        email: user.email,
        token_type: 'access',
        ver: user.tokenVersion,
        iat,
        exp: iat + ttl,
        jti: randomUUID(),
        ...(user.staffRole ? { staff_role: user.staffRole } : {}),
      };
      return sign(payload);
    },
    verifyAccess(token) {
      let payload: Partial<AccessTokenPayload>;
      try {
        payload = verify(token) as Partial<AccessTokenPayload>;
      } catch {
        throw new TokenRejected('invalid');
      }
      if (
        payload.token_type !== 'access' ||
        !Number.isInteger(payload.user_id) ||
        !Number.isInteger(payload.ver) ||
        typeof payload.exp !== 'number' ||
        typeof payload.iat !== 'number'
      ) {
        throw new TokenRejected('invalid');
      }
      if (payload.exp <= nowSeconds()) throw new TokenRejected('expired');
      return payload as AccessTokenPayload;
    },
  };
}
