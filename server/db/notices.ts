import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { PreparingClient } from './preparedReads';

/**
 * The channels the database sends notices on (`pg_notify` from triggers): `auth_changed` when a
 * session, account, organization, employee, renter company or access grant changes.
 */
export const NOTICE_CHANNELS = ['auth_changed'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export type NoticeHandler = () => void;

/**
 * Who is told of a notice. A handler is also told when notices may have been missed (a server
 * connection was lost), so what it keeps from the database it must treat as changed.
 */
export class NoticeBoard {
  readonly #handlers = new Map<NoticeChannel, Set<NoticeHandler>>(
    NOTICE_CHANNELS.map((channel) => [channel, new Set()]),
  );

  /** Calls `handler` on each notice of `channel`; the answer stops it. */
  on(channel: NoticeChannel, handler: NoticeHandler): () => void {
    const handlers = this.#handlers.get(channel);
    handlers?.add(handler);
    return () => handlers?.delete(handler);
  }

  tell(channel: string) {
    for (const handler of this.#handlers.get(channel as NoticeChannel) ?? []) handler();
  }

  tellAll() {
    for (const channel of NOTICE_CHANNELS) this.tell(channel);
  }
}

/**
 * A pool connection that listens on every channel before it runs anything else. The connection
 * that commits a change receives its own notice before its commit answers, so the process that
 * made a change knows of it at once; other processes hear it on their connections within
 * milliseconds. Pass the class as the pool's `Client`, and `watchPool` the pool.
 */
export const listeningClient = (board: NoticeBoard) =>
  class ListeningClient extends PreparingClient {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (notice) => board.tell(notice.channel));
    }

    // pg-pool connects with a callback; a promise for everyone else.
    override connect(...args: unknown[]): never {
      const callback = args[0] as ((error: Error | null) => void) | undefined;
      const listening = (super.connect() as Promise<unknown>).then(() =>
        super.query(NOTICE_CHANNELS.map((channel) => `LISTEN ${channel};`).join(' ')),
      );
      if (callback) {
        listening.then(() => callback(null), callback);
        return undefined as never;
      }
      return listening.then(() => this) as never;
    }
  };

/** A connection the pool drops may have missed notices: everyone is told. */
export const watchPool = (pool: pg.Pool, board: NoticeBoard) => {
  pool.on('remove', () => board.tellAll());
};

/** PGlite is one connection in this process: it hears its own notices as they commit. */
export const listenOnPglite = async (client: PGlite, board: NoticeBoard) => {
  for (const channel of NOTICE_CHANNELS) await client.listen(channel, () => board.tell(channel));
};
