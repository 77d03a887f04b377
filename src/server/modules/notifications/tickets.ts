import { createHmac } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from '../../../shared/constants';
import type { Clock } from '../../lib/clock';

export const TICKET_SECONDS = 60;

export interface TicketUser {
  id: number;
  role: Role;
  email: string;
  tokenVersion: number;
}

/**
 * Tickets for the event stream: an EventSource cannot send an Authorization header, and an access token in a URL
 * would end up in logs and proxies able to call every route for its lifetime. A ticket is signed with a key derived
 * for this purpose only (an access-token check never accepts it, nor this check an access token), lives 60 s, and
 * only opens GET /api/dashboard/notifications/stream, after which the usual session and role check runs.
 */
export function createStreamTickets(options: { secret: string; clock: Clock }) {
  const key = createHmac('sha256', options.secret).update('ken notification stream ticket').digest('hex');
  const sign = createSigner({ key, algorithm: 'HS256' });
  const verify = createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true, cache: false });
  const now = () => Math.floor(options.clock.now().getTime() / 1000);
  return {
    issue(user: TicketUser): string {
      const iat = now();
      return sign({
        purpose: 'notification_stream',
        user_id: user.id,
        role: user.role,
        email: user.email,
        ver: user.tokenVersion,
        iat,
        exp: iat + TICKET_SECONDS,
      });
    },
    /** The ticket's user, or null for a forged, foreign or expired one. */
    check(ticket: string): TicketUser | null {
      let payload: Record<string, unknown>;
      try {
        payload = verify(ticket) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (payload.purpose !== 'notification_stream' || typeof payload.exp !== 'number' || payload.exp <= now()) return null;
      if (!Number.isInteger(payload.user_id) || !Number.isInteger(payload.ver)) return null;
      return {
        id: payload.user_id as number,
        role: payload.role as Role,
        email: String(payload.email),
        tokenVersion: payload.ver as number,
      };
    },
  };
}
