import type { Writable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { canAccess } from '../../src/domain/access';
import type { StopListening } from '../db/channelListener';
import type { Database } from '../db/client';
import { type AuthUser, loadSessionUsers } from './authUser';
import { AppError } from './errors';
import { LIVE_HINTS_CHANNEL, type LiveHint } from './liveHints';
import { recipientUnreadCounts, unreadCounts } from './unread';

/** A comment line on every stream this often keeps proxies from closing an idle one. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it opens a lost stream again (the stream's `retry:`). */
export const RETRY_MS = 5000;

/**
 * Streams one user may hold in one process: a person's tabs and devices, not a thousand
 * descriptors. Behind one PostgreSQL, each server process counts its own streams, so the caps
 * hold per process.
 */
export const STREAMS_PER_USER = 10;
/** Streams one organization's users (staff and renters) may hold in one process. */
export const STREAMS_PER_ORGANIZATION = 2000;

/** How many streams `LiveHub` lets a user and an organization hold. */
export interface StreamLimits {
  perUser: number;
  perOrganization: number;
}

/** A stream over a cap: 429 before the stream starts. */
const streamLimitReached = () => new AppError(429, 'STREAM_LIMIT', 'Too many live streams open');

/** A resource whose changes streams hear of: its rows' id and the scope its readers have. */
export interface LiveResource {
  table: AnyPgTable;
  id: AnyPgColumn;
  /** The access resource a reader needs `list` on (`bids`). */
  access: string;
  /** The rows `user` may read: the module's own row scope. */
  scope: (user: AuthUser) => SQL | undefined;
}

const hintSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unread'), notification_id: z.number().int() }),
  z.object({ type: z.literal('read'), user_id: z.number().int() }),
  z.object({
    type: z.literal('changed'),
    resource: z.enum(['bids', 'tasks', 'documents']),
    id: z.number().int(),
    landlord_id: z.number().int(),
  }),
]);

type ChangedHint = Extract<LiveHint, { type: 'changed' }>;

/** One browser tab's open stream. */
export interface LiveStream {
  user: AuthUser;
  readonly out: Writable;
  /** The organization whose cap the stream counts against (none: the superadmin's). */
  readonly organization: number | null;
}

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * The live streams open in this process, and what they are told: the unread count when it
 * changes, records they may read that changed, heartbeats. Hints come once per process on the
 * `live_hints` channel (`Database.listen`); each is turned into at most one query for all the
 * streams it concerns. Sessions are checked again, all in one query, on every `auth_changed`
 * notice: a revoked session or a blocked account loses its streams at once.
 */
export class LiveHub {
  readonly #byUser = new Map<number, Set<LiveStream>>();
  readonly #byOrganization = new Map<number, number>();
  #listening: Promise<StopListening> | null = null;
  #heartbeat: NodeJS.Timeout | undefined;
  /** Hints are handled one after another, so counts reach a stream in the order they changed. */
  #queue: Promise<void> = Promise.resolve();
  #checking: Promise<void> | null = null;
  #checkAgain = false;

  constructor(
    private readonly database: Database,
    private readonly resources: Partial<Record<ChangedHint['resource'], LiveResource>>,
    private readonly log: Logger,
    private readonly limits: StreamLimits = {
      perUser: STREAMS_PER_USER,
      perOrganization: STREAMS_PER_ORGANIZATION,
    },
  ) {}

  /** Streams open now. */
  get size() {
    let n = 0;
    for (const set of this.#byUser.values()) n += set.size;
    return n;
  }

  /** Listens on the hints' channel from the first stream on (once, until `close`). */
  ready(): Promise<unknown> {
    this.#listening ??= this.database.listen(LIVE_HINTS_CHANNEL, {
      message: (payload) => this.#then(() => this.#hear(payload)),
      reconnected: () => this.#then(() => this.#refetchAll()),
      failed: (error) => this.log.warn({ err: error }, 'live hints connection lost'),
    });
    this.#listening.catch(() => {
      this.#listening = null;
    });
    this.#heartbeat ??= setInterval(() => this.#beat(), HEARTBEAT_MS).unref();
    return this.#listening;
  }

  /**
   * Adds a stream: it is told how to reconnect, then the user's unread count. Over the user's or
   * the organization's cap it is refused (`STREAM_LIMIT`) before anything is written; the check
   * and the count are one synchronous step, so parallel opens cannot pass it together.
   */
  async open(user: AuthUser, out: Writable): Promise<LiveStream> {
    const streams = this.#byUser.get(user.id) ?? new Set<LiveStream>();
    const organization = user.landlord_id;
    const organizationCount =
      organization === null ? 0 : (this.#byOrganization.get(organization) ?? 0);
    if (streams.size >= this.limits.perUser || organizationCount >= this.limits.perOrganization) {
      throw streamLimitReached();
    }
    const stream: LiveStream = { user, out, organization };
    this.#byUser.set(user.id, streams);
    streams.add(stream);
    if (organization !== null) this.#byOrganization.set(organization, organizationCount + 1);
    out.once('close', () => this.#remove(stream));
    out.write(`retry: ${RETRY_MS}\n\n`);
    // In the hints' queue: a count read before a hint's commit never arrives after the hint's.
    const counted = new Promise<void>((resolve, reject) =>
      this.#then(async () => {
        try {
          const counts = await unreadCounts(this.database.db, [user.id]);
          this.#send(stream, 'unread', { count: counts.get(user.id) ?? 0 });
          resolve();
        } catch (error) {
          reject(error);
        }
      }),
    );
    await counted;
    return stream;
  }

  /** Someone's sessions or grants changed: every stream's session is read again. */
  recheckSessions(): Promise<void> {
    if (this.#checking) {
      this.#checkAgain = true;
      return this.#checking;
    }
    this.#checking = (async () => {
      do {
        this.#checkAgain = false;
        await this.#recheck().catch((error: Error) =>
          this.log.warn({ err: error }, 'checking live streams failed'),
        );
      } while (this.#checkAgain);
      this.#checking = null;
    })();
    return this.#checking;
  }

  /** Ends every stream and stops listening. */
  async close() {
    clearInterval(this.#heartbeat);
    for (const stream of this.#all()) stream.out.end();
    this.#byUser.clear();
    this.#byOrganization.clear();
    const listening = this.#listening;
    this.#listening = null;
    if (listening) await (await listening.catch(() => null))?.();
  }

  *#all() {
    for (const set of this.#byUser.values()) yield* set;
  }

  #remove(stream: LiveStream) {
    const streams = this.#byUser.get(stream.user.id);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.#byUser.delete(stream.user.id);
    const { organization } = stream;
    if (organization === null) return;
    const left = (this.#byOrganization.get(organization) ?? 1) - 1;
    if (left > 0) this.#byOrganization.set(organization, left);
    else this.#byOrganization.delete(organization);
  }

  /** Ended and destroyed streams (a browser gone) are written no more. */
  #send(stream: LiveStream, event: string, data: unknown) {
    if (stream.out.writable) stream.out.write(frame(event, data));
  }

  #sendUser(userId: number, event: string, data: unknown) {
    for (const stream of this.#byUser.get(userId) ?? []) this.#send(stream, event, data);
  }

  #beat() {
    for (const stream of this.#all()) if (stream.out.writable) stream.out.write(': ping\n\n');
  }

  #then(work: () => Promise<void>) {
    this.#queue = this.#queue
      .then(work)
      .catch((error: Error) => this.log.warn({ err: error }, 'live hint failed'));
  }

  async #hear(payload: string) {
    if (this.#byUser.size === 0) return;
    let hint: LiveHint;
    try {
      hint = hintSchema.parse(JSON.parse(payload));
    } catch {
      this.log.warn({ payload }, 'unreadable live hint');
      return;
    }
    if (hint.type === 'unread') await this.#unread(hint.notification_id);
    else if (hint.type === 'read') await this.#read(hint.user_id);
    else await this.#changed(hint);
  }

  async #unread(notificationId: number) {
    const counts = await recipientUnreadCounts(this.database.db, notificationId, [
      ...this.#byUser.keys(),
    ]);
    for (const [userId, count] of counts) this.#sendUser(userId, 'unread', { count });
  }

  async #read(userId: number) {
    if (!this.#byUser.has(userId)) return;
    const counts = await unreadCounts(this.database.db, [userId]);
    this.#sendUser(userId, 'unread', { count: counts.get(userId) ?? 0 });
  }

  async #refetchAll() {
    const counts = await unreadCounts(this.database.db, [...this.#byUser.keys()]);
    for (const [userId, count] of counts) this.#sendUser(userId, 'unread', { count });
  }

  /**
   * Streams of the record's organization whose users may read it, by the resource's own row
   * scope: one query answers which of them it is, however many they are.
   */
  async #changed(hint: ChangedHint) {
    const resource = this.resources[hint.resource];
    if (!resource) return;
    const readers: AuthUser[] = [];
    for (const streams of this.#byUser.values()) {
      const { user } = streams.values().next().value as LiveStream;
      const ownOrganization = user.role === 'superadmin' || user.landlord_id === hint.landlord_id;
      if (ownOrganization && canAccess(user, { resource: resource.access, action: 'list' })) {
        readers.push(user);
      }
    }
    if (readers.length === 0) return;
    const cases = readers.map(
      (user) => sql`case when ${resource.scope(user) ?? sql`true`} then ${user.id}::int end`,
    );
    const result = await this.database.db.execute<{ ids: number[] | null }>(
      sql`select array_remove(array[${sql.join(cases, sql`, `)}]::int[], null) as ids
        from ${resource.table} where ${resource.id} = ${hint.id}`,
    );
    const data = { resource: hint.resource, id: hint.id };
    for (const userId of result.rows[0]?.ids ?? []) this.#sendUser(userId, 'changed', data);
  }

  async #recheck() {
    const sessions = new Map<string, LiveStream[]>();
    for (const stream of this.#all()) {
      const list = sessions.get(stream.user.session_id) ?? [];
      list.push(stream);
      sessions.set(stream.user.session_id, list);
    }
    if (sessions.size === 0) return;
    const live = await loadSessionUsers(this.database.db, [...sessions.keys()]);
    for (const [sessionId, streams] of sessions) {
      const user = live.get(sessionId);
      for (const stream of streams) {
        if (user && user.id === stream.user.id) stream.user = user;
        else stream.out.end();
      }
    }
  }
}
