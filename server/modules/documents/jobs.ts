import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { AWAITING_ANSWER } from '../../../src/domain/documents';
import { addDays } from '../../../src/domain/rentSchedule';
import type { Db } from '../../db/client';
import { documents } from '../../db/schema';
import type { Job } from '../../plugins/scheduler';
import { almatyDay } from '../dashboard/periods';
import { tellResponsible } from './notices';

/**
 * Reminds each responsible person the day before an incoming letter's reply is due, once per due
 * day: the update that marks the letter reminded for that day is the claim, so of two servers
 * one reminds and the other finds it taken. Letters due later, answered or without a responsible
 * person are not read.
 */
export const remindDocuments = async (db: Db, now = new Date()) => {
  const tomorrow = addDays(almatyDay(now), 1);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(documents)
      .set({ reminded_for: documents.due_on })
      .where(
        and(
          eq(documents.direction, 'incoming'),
          inArray(documents.status, [...AWAITING_ANSWER]),
          eq(documents.due_on, tomorrow),
          isNotNull(documents.responsible_id),
          or(
            sql`${documents.reminded_for} is null`,
            sql`${documents.reminded_for} <> ${documents.due_on}`,
          ),
        ),
      )
      .returning();
    for (const letter of claimed) await tellResponsible(tx, letter, 'document_due', null);
    return claimed.length;
  });
};

/** The scheduler's correspondence work: reminders before reply dates, hourly, under the job lock. */
export const documentJobs = (): Job[] => [
  {
    name: 'document-reminders',
    everyMs: 60 * 60_000,
    run: async (db) => void (await remindDocuments(db)),
  },
];
