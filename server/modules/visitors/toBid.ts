import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BidInput } from '../../../src/domain/requests';
import type { visitorToBidInput } from '../../../src/domain/visitors';
import type { Db } from '../../db/client';
import { attachments, visitorMessages } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { badRequest, conflict } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { createBid } from '../requests/bids/service';
import { availableTypes } from '../requests/requestTypes';
import { PHOTO_SLOT, VISITOR_ENTITY, type VisitorMessageRow } from './service';

const ANONYMOUS_KEY = 'resources.visitor-messages.anonymous';

/** The applicant of a bid made from an anonymous message, in the converting user's language. */
const anonymousName = (locale: string) => {
  const text = translate(locale, ANONYMOUS_KEY);
  return text === ANONYMOUS_KEY ? 'Посетитель' : text;
};

const alreadyConverted = () =>
  conflict({ bid_id: 'validation.already_converted' }, 'The message is already a request');

/**
 * Files a bid from a visitor's message, like a staff bid (number, SLA, due time, default
 * executor, a `created` event) with source `visitor` and the message's photo, then marks the
 * message processed and linked to it, all in one transaction. Returns the bid's id.
 */
export const messageToBid = async (
  db: Db,
  user: AuthUser,
  message: VisitorMessageRow,
  body: z.infer<typeof visitorToBidInput>,
) => {
  if (message.bid_id !== null) throw alreadyConverted();
  if (message.status === 'rejected') {
    throw conflict({ status: 'validation.transition' }, 'A rejected message stays rejected');
  }
  const landlordId = message.landlord_id;
  const objectId = body.object_id ?? message.object_id;
  if (objectId === null) throw badRequest({ object_id: 'validation.required' });
  const type = (await availableTypes(db, landlordId)).find((t) => t.id === body.request_type_id);
  if (!type) throw badRequest({ request_type_id: 'validation.invalid' });
  if (body.answers === undefined && type.fields.some((f) => f.required)) {
    throw badRequest({ request_type_id: 'validation.type_needs_answers' });
  }
  const input: BidInput = {
    request_type_id: type.id,
    object_id: objectId,
    room_id: null,
    renter_id: null,
    applicant_name: message.name ?? anonymousName(user.locale),
    phone: message.phone,
    description: message.text,
    answers: body.answers ?? {},
    file_ids: [],
  };

  return db.transaction(async (tx) => {
    const photo = await tx
      .select({ id: attachments.file_id })
      .from(attachments)
      .where(
        and(
          eq(attachments.entity, VISITOR_ENTITY),
          eq(attachments.entity_id, message.id),
          eq(attachments.slot, PHOTO_SLOT),
        ),
      );
    const bid = await createBid(tx, user, landlordId, input, {
      source: 'visitor',
      files: photo.map((p) => p.id),
      data: { visitor_message_id: message.id },
    });
    // Only the first conversion wins: a second one (even a concurrent one) finds bid_id set,
    // and a message rejected meanwhile stays rejected.
    const [after] = await tx
      .update(visitorMessages)
      .set({
        bid_id: bid.id,
        status: sql`case when ${visitorMessages.status} = 'new' then 'processed' else ${visitorMessages.status} end`,
        updated_at: new Date().toISOString(),
      })
      .where(
        and(
          eq(visitorMessages.id, message.id),
          isNull(visitorMessages.bid_id),
          ne(visitorMessages.status, 'rejected'),
        ),
      )
      .returning();
    if (!after) throw alreadyConverted();
    await recordAudit(tx, {
      user,
      landlordId,
      entity: VISITOR_ENTITY,
      entityId: message.id,
      action: 'update',
      before: message,
      after,
    });
    return bid.id;
  });
};
