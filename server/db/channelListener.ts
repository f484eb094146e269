import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a channel's listener is told: each message's payload, and that it may have missed some. */
export interface ChannelHandlers {
  message(payload: string): void;
  /** The connection was lost and is back: messages sent meanwhile were not heard. */
  reconnected(): void;
  /** A connection was lost or could not be opened (it is retried). */
  failed?(error: Error): void;
}

/** Stops listening and closes what the listener opened. */
export type StopListening = () => Promise<void>;

/** Waits between attempts to reopen a lost connection: doubling from the first to the last. */
export const RECONNECT_FIRST_MS = 100;
export const RECONNECT_LAST_MS = 5000;

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * One connection of its own on a PostgreSQL server, outside the pool, that listens on `channel`:
 * each message is heard once by this process, however many pool connections it has. A lost
 * connection is reopened with a growing wait, then `reconnected` is told. The first connection
 * must open: its failure is thrown.
 */
export const serverChannel = async (
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> => {
  let current: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;

  const open = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notice) => {
      if (notice.channel === channel) handlers.message(notice.payload ?? '');
    });
    client.on('error', (error) => handlers.failed?.(error));
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      reopenLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    attempt = 0;
  };

  const reopenLater = () => {
    if (closed) return;
    const wait = Math.min(RECONNECT_LAST_MS, RECONNECT_FIRST_MS * 2 ** attempt);
    attempt += 1;
    retry = setTimeout(() => {
      open().then(
        () => {
          if (!closed) handlers.reconnected();
        },
        (error: Error) => {
          handlers.failed?.(error);
          reopenLater();
        },
      );
    }, wait);
    retry.unref();
  };

  await open();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end();
  };
};

/** PGlite is one connection in this process: its listener hears each message once. */
export const pgliteChannel = async (
  client: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<StopListening> => client.listen(channel, (payload) => handlers.message(payload));
