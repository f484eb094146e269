import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Module } from '../../../src/domain/access';
import type { Db } from '../../db/client';
import { announce } from '../liveHints';

/** A record that is assigned and worked (a bid, a task), as the core reads it. */
export interface WorkRecord {
  id: number;
  landlord_id: number;
}

/** The columns every history table of assigned work has (`bid_events`, `task_events`). */
interface EventColumns {
  id: AnyPgColumn;
  landlord_id: AnyPgColumn;
  user_id: AnyPgColumn;
  type: AnyPgColumn;
  from_status: AnyPgColumn;
  to_status: AnyPgColumn;
  data: AnyPgColumn;
  at: AnyPgColumn;
}

/** The columns every comments table of assigned work has (`bid_comments`, `task_comments`). */
interface CommentColumns {
  id: AnyPgColumn;
  landlord_id: AnyPgColumn;
  author_id: AnyPgColumn;
  text: AnyPgColumn;
  created_at: AnyPgColumn;
  /** Where present, staff may mark a comment internal: a renter never reads those. */
  internal?: AnyPgColumn;
}

/**
 * One kind of assigned work: the access module whose levels decide who may execute it, the
 * live-hint resource, and its history and comments tables with the column naming the record.
 */
export interface AssignedWork {
  module: Extract<Module, 'requests' | 'tasks'>;
  resource: 'bids' | 'tasks';
  events: PgTable & EventColumns;
  eventOf: RecordColumn;
  comments: PgTable & CommentColumns;
  commentOf: RecordColumn;
  /** Where set, a comment carries files: attachments of this entity. */
  commentFiles?: string;
}

/** The column of an events or comments table that holds the record's id, and its key. */
export interface RecordColumn {
  key: string;
  column: AnyPgColumn;
}

/** A history row as a module writes it: the core adds the record and its organization. */
export interface WorkEvent {
  user_id: number | null;
  type: string;
  from_status?: string | null;
  to_status?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Tells open pages that a record changed, when the caller's transaction commits (PostgreSQL
 * sends one notice for the same text however often a transaction repeats it).
 */
export const announceChange = (db: Db, work: AssignedWork, record: WorkRecord) =>
  announce(db, {
    type: 'changed',
    resource: work.resource,
    id: record.id,
    landlord_id: record.landlord_id,
  });

/** Writes one history row of a record and tells open pages it changed. */
export const recordEvent = async (
  db: Db,
  work: AssignedWork,
  record: WorkRecord,
  event: WorkEvent,
) => {
  await db.insert(work.events).values({
    ...event,
    data: event.data ?? {},
    [work.eventOf.key]: record.id,
    landlord_id: record.landlord_id,
  });
  await announceChange(db, work, record);
};

/** The history row of a status move, with its reason where one was given. */
export const statusEvent = (
  userId: number,
  move: { from: string; to: string; reason?: string | null },
): WorkEvent => ({
  user_id: userId,
  type: 'status',
  from_status: move.from,
  to_status: move.to,
  data: move.reason ? { reason: move.reason } : {},
});
