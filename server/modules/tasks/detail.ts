import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { placeLabel } from '../../../src/domain/roomLabel';
import { bids, objects, renters, rooms, taskEvents, tasks } from '../../db/schema';
import { filesOf } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { notFound } from '../../lib/errors';
import { fileRow } from '../../lib/rowSchema';
import { resolveSecret } from '../../lib/secrets';
import { isOpen, type TaskRow, taskScope } from './scope';
import { TASK_ENTITY } from './service';
import { selectTaskRows, taskListRow, taskViews } from './view';

/** One task as its page shows it: the list row, its files and the records it is about. */
export const taskDetailRow = taskListRow.extend({
  files: z.array(fileRow),
  bid_number: z.number().nullable(),
  renter_name: z.string().nullable(),
  room_label: z.string().nullable(),
  return_reason: z
    .string()
    .nullable()
    .describe('Why the task was last returned for revision, while it is being reworked'),
});

/** Reads one task in the caller's scope (404 otherwise), and the whole of it as its page shows. */
export const taskReader = async (app: FastifyInstance) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');

  const find = async (user: AuthUser, id: number): Promise<TaskRow> => {
    const [row] = await app.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, id), taskScope(user)));
    if (!row) throw notFound();
    return row;
  };

  /** The reason of the last return for revision, while that round of rework is open. */
  const returnReason = async (task: Pick<TaskRow, 'id' | 'status' | 'returned_count'>) => {
    if (task.returned_count === 0 || !isOpen(task)) return null;
    const [last] = await app.db
      .select({ data: taskEvents.data })
      .from(taskEvents)
      .where(and(eq(taskEvents.task_id, task.id), eq(taskEvents.to_status, 'for_revision')))
      .orderBy(desc(taskEvents.at), desc(taskEvents.id))
      .limit(1);
    const reason = last?.data.reason;
    return typeof reason === 'string' ? reason : null;
  };

  const fullView = async (user: AuthUser, id: number) => {
    const rows = await selectTaskRows(app.db).where(eq(tasks.id, id));
    if (!rows[0]) throw notFound();
    const [task] = taskViews(rows, user);
    const [links] = await app.db
      .select({
        bid_number: bids.number,
        renter_name: renters.legal_name,
        room_number: rooms.number,
        object_name: objects.name,
      })
      .from(tasks)
      .leftJoin(bids, eq(bids.id, tasks.bid_id))
      .leftJoin(renters, eq(renters.id, tasks.renter_id))
      .leftJoin(rooms, eq(rooms.id, tasks.room_id))
      .leftJoin(objects, eq(objects.id, rooms.object_id))
      .where(eq(tasks.id, id));
    const files = (await filesOf(app.db, TASK_ENTITY, [id], { secret, userId: user.id })).get(id);
    return {
      ...task,
      files: files?.files ?? [],
      bid_number: links.bid_number,
      renter_name: links.renter_name,
      room_label: links.object_name ? placeLabel(links.object_name, links.room_number) : null,
      return_reason: await returnReason(task),
    };
  };

  return { find, fullView };
};
