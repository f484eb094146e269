import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  AWAITING_ANSWER,
  addBusinessDays,
  type DocumentInput,
} from '../../../src/domain/documents';
import type { Db } from '../../db/client';
import { contractors, documentEvents, documents, renters } from '../../db/schema';
import { assertExecutor } from '../../lib/assignedWork/executors';
import { assertOwnFiles } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { landlordCalendar } from '../../lib/businessCalendar';
import { badRequest } from '../../lib/errors';
import { announce } from '../../lib/liveHints';
import { assertOwnRow } from '../../lib/scope';

export const DOCUMENT_ENTITY = 'documents';
/** Who may be made responsible for a letter: the people whose `documents` level works rows. */
export const DOCUMENT_WORK = { module: 'documents', resource: 'documents' } as const;

export type DocumentRow = typeof documents.$inferSelect;

/** How `scope.ts` reads a letter: its organization, creator, responsible person and renter. */
export const documentColumns = {
  landlord: documents.landlord_id,
  createdBy: documents.created_by,
  executor: documents.responsible_id,
  renter: documents.renter_id,
};

/** The name a letter's correspondent goes by: the renter's, the contractor's, or the text typed. */
const correspondentName = async (db: Db, landlordId: number, input: DocumentInput) => {
  if (input.renter_id !== null) {
    await assertOwnRow(db, renters, input.renter_id, landlordId, 'renter_id');
    const [renter] = await db
      .select({ name: sql<string>`coalesce(${renters.outlet_name}, ${renters.legal_name})` })
      .from(renters)
      .where(eq(renters.id, input.renter_id));
    return renter.name;
  }
  if (input.contractor_id !== null) {
    await assertOwnRow(db, contractors, input.contractor_id, landlordId, 'contractor_id');
    const [contractor] = await db
      .select({ name: contractors.company_name })
      .from(contractors)
      .where(eq(contractors.id, input.contractor_id));
    return contractor.name;
  }
  return input.correspondent as string;
};

/** The reply's due day: the one given, or the business days counted in the organization's calendar. */
const dueDay = async (db: Db, landlordId: number, input: DocumentInput) => {
  if (input.due_in_days === null) return input.due_on;
  const calendar = await landlordCalendar(db, landlordId);
  const day = addBusinessDays(input.registered_on, input.due_in_days, calendar);
  if (!day) throw badRequest({ due_in_days: 'validation.document_due_days' });
  return day;
};

/**
 * The checks of a letter's write and the columns it stores: the renter or contractor, the
 * responsible person, the letter it answers (of the organization, of the other direction) and
 * the files are the organization's; the due day and the search text follow from the rest.
 */
export const documentValues = async (
  db: Db,
  user: AuthUser,
  landlordId: number,
  input: DocumentInput,
  before: DocumentRow | null,
  currentFiles: number[],
) => {
  if (before && before.direction !== input.direction) {
    throw badRequest({ direction: 'validation.document_direction_fixed' });
  }
  if (before && Number(input.registered_on.slice(0, 4)) !== before.year) {
    throw badRequest({ registered_on: 'validation.document_year_fixed' });
  }
  const correspondent = await correspondentName(db, landlordId, input);
  await assertExecutor(db, DOCUMENT_WORK, landlordId, input.responsible_id, 'responsible_id');
  await assertOwnFiles(db, user, input.file_ids, 'file_ids', currentFiles);
  if (input.reply_to_id !== null) {
    await assertOwnRow(db, documents, input.reply_to_id, landlordId, 'reply_to_id');
    const [answered] = await db
      .select({ direction: documents.direction })
      .from(documents)
      .where(eq(documents.id, input.reply_to_id));
    if (answered.direction === input.direction || input.reply_to_id === before?.id) {
      throw badRequest({ reply_to_id: 'validation.document_reply_to' });
    }
  }
  const { due_in_days: _days, file_ids: _files, ...fields } = input;
  return {
    ...fields,
    correspondent,
    due_on: await dueDay(db, landlordId, input),
    search_text: [before?.number ?? '', correspondent, input.subject, input.summary ?? ''].join(
      ' ',
    ),
  };
};

/** Writes one history row of a letter and tells open pages it changed. */
export const recordDocumentEvent = async (
  db: Db,
  letter: { id: number; landlord_id: number },
  event: {
    user_id: number | null;
    type: string;
    from_status?: string | null;
    to_status?: string | null;
    data?: Record<string, unknown>;
  },
) => {
  await db.insert(documentEvents).values({
    ...event,
    data: event.data ?? {},
    document_id: letter.id,
    landlord_id: letter.landlord_id,
  });
  await announce(db, {
    type: 'changed',
    resource: 'documents',
    id: letter.id,
    landlord_id: letter.landlord_id,
  });
};

/**
 * An outgoing letter that answers an incoming one moves it to `answered` (if it still awaited
 * its answer), with the answer named in its history.
 */
export const markAnswered = async (db: Db, userId: number, answer: DocumentRow) => {
  if (answer.direction !== 'outgoing' || answer.reply_to_id === null) return;
  const moved = await db
    .update(documents)
    .set({ status: 'answered', updated_at: new Date().toISOString() })
    .where(
      and(eq(documents.id, answer.reply_to_id), inArray(documents.status, [...AWAITING_ANSWER])),
    )
    .returning({ id: documents.id, landlord_id: documents.landlord_id, status: documents.status });
  for (const letter of moved) {
    await recordDocumentEvent(db, letter, {
      user_id: userId,
      type: 'status',
      to_status: 'answered',
      data: { answer_id: answer.id, answer_number: answer.number },
    });
  }
};
