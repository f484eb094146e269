import { eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  VISITOR_CATEGORIES,
  VISITOR_STATUSES,
  type VisitorMessage,
} from '../../../src/domain/visitors';
import type { Db } from '../../db/client';
import { bids, objects, visitorMessages } from '../../db/schema';
import { filesOf } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { type ListSpec, organizationFilter, searchCondition } from '../../lib/list';
import { rowScope } from '../../lib/scope';

/** The access resource, audit entity and attachment entity of visitor messages. */
export const VISITOR_ENTITY = 'visitor-messages';
/** The attachment slot of a message's photo. */
export const PHOTO_SLOT = 'photo';

export type VisitorMessageRow = typeof visitorMessages.$inferSelect;

/**
 * The landlord's messages; an employee's level decides the rest. Messages have neither an
 * assignee nor a creator on staff, so the "assigned"/"created" levels see none of them.
 */
export const visitorScope = (user: AuthUser, action: 'read' | 'work' = 'read') =>
  rowScope(user, 'visitor_messages', { landlord: visitorMessages.landlord_id }, action);

/** A message with its object's name and, once converted, the bid's number: one query. */
export const selectMessages = (db: Db) =>
  db
    .select({ message: visitorMessages, object_name: objects.name, bid_number: bids.number })
    .from(visitorMessages)
    .leftJoin(objects, eq(objects.id, visitorMessages.object_id))
    .leftJoin(bids, eq(bids.id, visitorMessages.bid_id));

type JoinRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['where']>>[number];

/** Rows as the API shows them, with the photo's URL signed for the caller (one query a page). */
export const messageViews = async (
  db: Db,
  rows: JoinRow[],
  sign: { secret: string; user: AuthUser },
): Promise<VisitorMessage[]> => {
  const files = await filesOf(
    db,
    VISITOR_ENTITY,
    rows.map((r) => r.message.id),
    { secret: sign.secret, userId: sign.user.id },
  );
  return rows.map(({ message, object_name, bid_number }) => ({
    ...(message as Omit<VisitorMessageRow, 'category' | 'status'> &
      Pick<VisitorMessage, 'category' | 'status'>),
    object_name,
    bid_number,
    photo: files.get(message.id)?.[PHOTO_SLOT] ?? [],
  }));
};

/**
 * `q`: a substring of the text (trigram-indexed), the name or the phone; a phone typed with
 * spaces, brackets or a leading 8 also finds the stored `+7…` number.
 */
export const visitorSearch = (raw: unknown): SQL | undefined => {
  const columns = [visitorMessages.text, visitorMessages.name, visitorMessages.phone];
  const base = searchCondition(columns, raw);
  if (!base || typeof raw !== 'string') return base;
  const term = raw.trim();
  const digits = term.replace(/\D/g, '');
  if (!/^[\d\s()+-]+$/.test(term) || digits.length < 3) return base;
  const local = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  return or(base, ilike(visitorMessages.phone, `%${local}%`));
};

export const visitorListSpec: ListSpec = {
  idColumn: visitorMessages.id,
  defaultSort: ['created_at', 'DESC'],
  searchWith: visitorSearch,
  sortable: {
    id: visitorMessages.id,
    created_at: visitorMessages.created_at,
    updated_at: visitorMessages.updated_at,
    status: visitorMessages.status,
    category: visitorMessages.category,
    object_id: visitorMessages.object_id,
    object_name: objects.name,
  },
  filters: {
    ...organizationFilter(visitorMessages.landlord_id),
    status: { column: visitorMessages.status, type: 'string', values: VISITOR_STATUSES },
    category: { column: visitorMessages.category, type: 'string', values: VISITOR_CATEGORIES },
    object_id: { column: visitorMessages.object_id, type: 'number' },
    bid_id: { column: visitorMessages.bid_id, type: 'number' },
    created_at: { column: visitorMessages.created_at, type: 'date' },
  },
};
