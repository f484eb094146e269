import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a ticket opens the live stream: a minute (API.md "Files and streams"). */
export const EVENT_TICKET_TTL_SECONDS = 60;

/** Whose session a ticket opens the live stream for. */
export interface TicketClaims {
  session_id: string;
  user_id: number;
}

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`events|${body}`).digest('base64url');

/**
 * A ticket for `GET /api/events?ticket=…` (EventSource sends no headers): the caller's session
 * and a minute's validity, signed with the app's secret; nothing is stored.
 */
export const signEventTicket = (secret: string, claims: TicketClaims, now = Date.now()) => {
  const exp = Math.floor(now / 1000) + EVENT_TICKET_TTL_SECONDS;
  const body = Buffer.from(JSON.stringify([claims.session_id, claims.user_id, exp])).toString(
    'base64url',
  );
  return { ticket: `${body}.${signature(secret, body)}`, expires_at: new Date(exp * 1000) };
};

/** The claims of a well-signed, unexpired ticket, else null. */
export const verifyEventTicket = (
  secret: string,
  ticket: string,
  now = Date.now(),
): TicketClaims | null => {
  const [body, sig, ...rest] = ticket.split('.');
  if (!body || !sig || rest.length > 0) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString());
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [sessionId, userId, exp] = parsed as unknown[];
  if (typeof sessionId !== 'string' || !Number.isInteger(userId) || !Number.isInteger(exp)) {
    return null;
  }
  if ((exp as number) * 1000 <= now) return null;
  return { session_id: sessionId, user_id: userId as number };
};
