import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../src/domain/validation';
import { users } from '../../db/schema';
import { currentUser } from '../../plugins/access';
import type { AuthUser } from '../authUser';
import type { AssignedWork, WorkRecord } from './work';

/** An event of a record's history, with who caused it. */
export const workEventRow = z.object({
  id: z.number(),
  type: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  executor_name: z.string().nullable().describe('Who an `assigned` event names as executor'),
});

/** `GET <path>/history`: what happened to a record, the newest first. */
export const historyRoute = <R extends WorkRecord>(
  app: FastifyInstance,
  work: AssignedWork,
  opts: {
    path: string;
    tags: string[];
    read: preValidationHookHandler;
    find: (user: AuthUser, id: number) => Promise<R>;
  },
) => {
  const events = work.events;
  app.get(
    `${opts.path}/history`,
    {
      preValidation: opts.read,
      schema: { tags: opts.tags, params: idParams, response: { 200: z.array(workEventRow) } },
    },
    async (request) => {
      const user = currentUser(request);
      const record = await opts.find(user, (request.params as { id: number }).id);
      return app.db
        .select({
          id: events.id,
          type: events.type,
          from_status: events.from_status,
          to_status: events.to_status,
          data: events.data,
          at: events.at,
          user_id: events.user_id,
          user_name: users.full_name,
          executor_name: sql<string | null>`(select named.full_name from ${users} named
            where named.id = (${events.data} ->> 'executor_id')::int)`,
        })
        .from(events)
        .leftJoin(users, eq(users.id, events.user_id))
        .where(eq(work.eventOf.column, record.id))
        .orderBy(desc(events.at), desc(events.id));
    },
  );
};
