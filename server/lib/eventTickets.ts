import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { usedEventTickets } from '../db/schema';

/** How long a ticket opens the live stream: a minute (API.md "Files and streams"). */
export const EVENT_TICKET_TTL_SECONDS = 60;

/** Whose session a ticket opens the live stream for. */
export interface TicketClaims {
  session_id: string;
  user_id: number;
}

/** A verified ticket: its claims, its own id and when it stops opening a stream. */
export interface VerifiedTicket extends TicketClaims {
  id: string;
  expires_at: Date;
}

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`events|${body}`).digest('base64url');

/**
 * A ticket for `GET /api/events?ticket=…` (EventSource sends no headers): the caller's session,
 * a minute's validity and a random id, signed with the app's secret. It opens one stream:
 * `claimEventTicket` stores its id when it is used.
 */
export const signEventTicket = (secret: string, claims: TicketClaims, now = Date.now()) => {
  const exp = Math.floor(now / 1000) + EVENT_TICKET_TTL_SECONDS;
  const id = randomBytes(12).toString('base64url');
  const body = Buffer.from(JSON.stringify([claims.session_id, claims.user_id, exp, id])).toString(
    'base64url',
  );
  return { ticket: `${body}.${signature(secret, body)}`, expires_at: new Date(exp * 1000) };
};

/** The claims of a well-signed, unexpired ticket, else null. */
export const verifyEventTicket = (
  secret: string,
  ticket: string,
  now = Date.now(),
): VerifiedTicket | null => {
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
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [sessionId, userId, exp, id] = parsed as unknown[];
  if (
    typeof sessionId !== 'string' ||
    !Number.isInteger(userId) ||
    !Number.isInteger(exp) ||
    typeof id !== 'string'
  ) {
    return null;
  }
  if ((exp as number) * 1000 <= now) return null;
  return {
    session_id: sessionId,
    user_id: userId as number,
    id,
    expires_at: new Date((exp as number) * 1000),
  };
};

/**
 * Marks a ticket used; false when it was already (here or on another server process on the same
 * database). Tickets that have expired are forgotten first: they are refused on their expiry.
 */
export const claimEventTicket = async (db: Db, ticket: VerifiedTicket): Promise<boolean> => {
  await db
    .delete(usedEventTickets)
    .where(lte(usedEventTickets.expires_at, new Date().toISOString()));
  const claimed = await db
    .insert(usedEventTickets)
    .values({ id: ticket.id, expires_at: ticket.expires_at.toISOString() })
    .onConflictDoNothing()
    .returning({ id: usedEventTickets.id });
  return claimed.length === 1;
};
