import { and, eq } from 'drizzle-orm';
import type { BidInput } from '../../../../src/domain/requests';
import { checkAnswers, type RequestFieldDef } from '../../../../src/domain/requestTypes';
import { addBusinessHours } from '../../../../src/domain/sla';
import type { Db } from '../../../db/client';
import { objects, renterRooms, renters, rooms } from '../../../db/schema';
import { heldFileIds } from '../../../lib/assignedWork/files';
import { assertOwnFiles, linkFiles } from '../../../lib/attachments';
import type { AuthUser } from '../../../lib/authUser';
import { landlordCalendar } from '../../../lib/businessCalendar';
import { nextNumber } from '../../../lib/counters';
import { badRequest } from '../../../lib/errors';
import { assertOwnRow } from '../../../lib/scope';
import { availableTypes } from '../requestTypes';
import type { BidRow } from './scope';

export const BID_ENTITY = 'bids';

type TypeOption = Awaited<ReturnType<typeof availableTypes>>[number];

/** File ids the answers hold, by field key (file fields only). */
const fileAnswers = (fields: RequestFieldDef[], answers: Record<string, unknown>) =>
  fields
    .filter((f) => f.type === 'file' && Array.isArray(answers[f.key]))
    .map((f) => ({ key: f.key, ids: answers[f.key] as number[] }));

/**
 * Checks a bid against the landlord's data: the type is offered, the answers fit its fields,
 * the object, room and renter belong to the landlord (a renter files for its own rooms), the
 * files are the caller's. Returns the row values; throws 400 with every field's message.
 */
export const prepareBid = async (
  db: Db,
  user: AuthUser,
  landlordId: number,
  input: BidInput,
  existing: BidRow | null,
) => {
  const typeId = existing?.request_type_id ?? input.request_type_id;
  const types = await availableTypes(db, landlordId);
  const type: TypeOption | undefined = types.find((t) => t.id === typeId);
  if (!type) throw badRequest({ request_type_id: 'validation.invalid' });
  const { clean, errors } = checkAnswers(type.fields, input.answers);

  const renterId = user.role === 'renter' ? user.renter_id : input.renter_id;
  await assertOwnRow(db, objects, input.object_id, landlordId, 'object_id', errors);
  if (input.room_id) {
    const [room] = await db
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.id, input.room_id), eq(rooms.object_id, input.object_id)));
    if (!room) errors.room_id = 'validation.invalid';
  }
  await assertOwnRow(db, renters, renterId || null, landlordId, 'renter_id', errors);
  if (user.role === 'renter') {
    const held = await db
      .select({ room_id: renterRooms.room_id, object_id: rooms.object_id })
      .from(renterRooms)
      .innerJoin(rooms, eq(rooms.id, renterRooms.room_id))
      .where(eq(renterRooms.renter_id, renterId ?? 0));
    if (held.length && !held.some((h) => h.object_id === input.object_id)) {
      errors.object_id = 'validation.invalid';
    }
    if (input.room_id && !held.some((h) => h.room_id === input.room_id)) {
      errors.room_id = 'validation.invalid';
    }
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  const current = await heldFileIds(db, BID_ENTITY, existing);
  const files = fileAnswers(type.fields, clean);
  for (const f of files) await assertOwnFiles(db, user, f.ids, `answers.${f.key}`, current);
  await assertOwnFiles(db, user, input.file_ids, 'file_ids', current);
  return {
    type,
    files,
    values: {
      object_id: input.object_id,
      room_id: input.room_id,
      renter_id: renterId ?? null,
      applicant_name: input.applicant_name,
      phone: input.phone,
      description: input.description,
      answers: clean,
    },
  };
};

/** The next bid number of a landlord (atomic: the counter row is locked by the update). */
export const nextBidNumber = (db: Db, landlordId: number) => nextNumber(db, landlordId, 'bids');

/** When a bid filed now is due, by the landlord's business calendar. */
export const dueAt = async (db: Db, landlordId: number, slaHours: number, from = new Date()) =>
  addBusinessHours(from, slaHours, await landlordCalendar(db, landlordId)).toISOString();

/** Links a bid's files: the general ones and each file field's, in their own slots. */
export const linkBidFiles = async (
  db: Db,
  bid: { id: number; landlord_id: number },
  fileIds: number[],
  answerFiles: { key: string; ids: number[] }[],
) => {
  const owner = { entity: BID_ENTITY, entityId: bid.id, landlordId: bid.landlord_id };
  await linkFiles(db, owner, fileIds);
  for (const f of answerFiles) await linkFiles(db, { ...owner, slot: `answers.${f.key}` }, f.ids);
};

/** The text the journal's search looks in: number, renter, applicant, phone and description. */
export const searchTextOf = async (
  db: Db,
  bid: {
    number: number;
    renter_id: number | null;
    applicant_name: string;
    phone: string | null;
    description: string | null;
  },
) => {
  const [renter] = bid.renter_id
    ? await db
        .select({ legal_name: renters.legal_name, outlet_name: renters.outlet_name })
        .from(renters)
        .where(eq(renters.id, bid.renter_id))
    : [];
  return [
    bid.number,
    renter?.legal_name,
    renter?.outlet_name,
    bid.applicant_name,
    bid.phone,
    bid.description,
  ]
    .filter(Boolean)
    .join(' ');
};
