import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushOutbox } from '../../db/schema';
import type { Job } from '../../plugins/scheduler';
import { type PushSenderOptions, sendDuePushes } from './sender';
import type { PushTransport } from './transport';

/** How long sent and given-up pushes stay in the outbox (to read `last_error`). */
const KEEP_DAYS = 7;

/**
 * The scheduler's push work: the sender every few seconds in every process (it claims its rows
 * itself, so processes share the outbox without a lock), and a daily-sized clean-up.
 */
export const pushJobs = (
  transport: PushTransport | null,
  options: Partial<PushSenderOptions> = {},
): Job[] => [
  {
    name: 'push',
    everyMs: 5_000,
    bare: true,
    run: async (db: Db) => {
      await sendDuePushes(db, transport, options);
    },
  },
  {
    name: 'push-cleanup',
    everyMs: 60 * 60_000,
    run: async (db: Db) => {
      const before = new Date(Date.now() - KEEP_DAYS * 24 * 3600_000).toISOString();
      await db
        .delete(pushOutbox)
        .where(
          and(
            or(isNotNull(pushOutbox.sent_at), isNotNull(pushOutbox.failed_at)),
            lt(pushOutbox.created_at, before),
          ),
        );
    },
  },
];
