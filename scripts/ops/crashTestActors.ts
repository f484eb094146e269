import { type Answer, call, type Session, signIn } from './apiClient';

/** The demo logins the crash test writes as, one per connection in turn. */
export const CRASH_LOGINS = ['landlord', 'employee', 'landlord2', 'z.akhmetova', 'renter'];

/** What one signed-in person may write, found out from the API before the run. */
export interface Actor {
  session: Session;
  /** A room to file requests for; none: no requests. */
  place: { object_id: number; room_id: number } | null;
  plumbingTypeId: number;
  /** Whom tasks go to; none: no tasks. Moves only when the actor executes its own. */
  executorId: number | null;
  /** People a notification is sent to; empty: no notifications. */
  recipients: number[];
  /** Records this actor made, to comment on and move. */
  bids: number[];
  tasks: { id: number; status: string; uncertain: boolean }[];
}

/**
 * Uploads a user may make a minute (the server's allowance is 30, `UPLOAD_ALLOWANCE`): each
 * login's writes share a budget a little under it, so the run is not refused with 429s.
 */
const FILES_PER_MINUTE = 24;

/** A per-login budget of files, refilled evenly over a minute. */
export class FileBudget {
  private tokens = FILES_PER_MINUTE;
  private at = Date.now();

  take(n: number) {
    const now = Date.now();
    this.tokens = Math.min(
      FILES_PER_MINUTE,
      this.tokens + ((now - this.at) / 60_000) * FILES_PER_MINUTE,
    );
    this.at = now;
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }
}

const ok = (answer: Answer) => (answer.status === 200 ? answer.body : null);

/** Signs in and reads what the login may write: rooms, request types, executors, recipients. */
export const prepareActor = async (base: string, login: string): Promise<Actor> => {
  const session = await signIn(base, login);
  const get = async (path: string) => ok(await call(base, path, { token: session.token }));
  const places = (await get('/api/bids/places')) as { object_id: number; room_id: number }[];
  const types = (await get('/api/type-request/kind/12')) as { id: number; code: string }[];
  const executors = (await get('/api/tasks/executors')) as { id: number }[] | null;
  const me = (await get('/api/user')) as { notification_access: boolean };
  const people = me.notification_access
    ? ((await get('/api/user/all')) as { id: number }[] | null)
    : null;
  const executorId = executors?.length
    ? (executors.find((e) => e.id === session.userId)?.id ?? executors[0].id)
    : null;
  return {
    session,
    place: places?.length ? places[0] : null,
    plumbingTypeId: types?.find((t) => t.code === 'plumbing')?.id ?? 0,
    executorId,
    recipients: (people ?? [])
      .map((p) => p.id)
      .filter((id) => id !== session.userId)
      .slice(0, 3),
    bids: [],
    tasks: [],
  };
};
