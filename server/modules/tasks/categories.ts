import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskCategoryInput } from '../../../src/domain/tasks';
import { idParams } from '../../../src/domain/validation';
import type { Db } from '../../db/client';
import { taskCategories } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { badRequest, notFound, pgErrorOf } from '../../lib/errors';
import { organizationFilter } from '../../lib/list';
import { listRoute } from '../../lib/listRoute';
import { recordRoute } from '../../lib/recordRoutes';
import { tableRow } from '../../lib/rowSchema';
import { organizationRows, ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { tags } from './view';

const row = tableRow(taskCategories);
const ENTITY = 'task-categories';

/** Categories are the organization's, whatever the reader's level reaches among the tasks. */
const categoryScope = (user: AuthUser) => organizationRows(user, taskCategories.landlord_id);

const duplicate = () => badRequest({ name: 'validation.unique' });

/** A name already used by another of the organization's categories (case aside) is a 400. */
const assertUnique = async (db: Db, landlordId: number, name: string, except?: number) => {
  const [taken] = await db
    .select({ id: taskCategories.id })
    .from(taskCategories)
    .where(
      and(
        eq(taskCategories.landlord_id, landlordId),
        sql`lower(${taskCategories.name}) = lower(${name})`,
        except ? ne(taskCategories.id, except) : undefined,
      ),
    );
  if (taken) throw duplicate();
};

/** A write that lost a race to the same name: the unique index answers, as a 400 all the same. */
const uniqueOr = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw duplicate();
    throw error;
  }
};

/** `/api/task-categories`: the organization's own list, read with tasks, kept by `main`. */
export const taskCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.authenticate);
  const manage = app.requireAccess('tasks', 'manage');

  const find = async (user: AuthUser, id: number) => {
    const [found] = await app.db
      .select()
      .from(taskCategories)
      .where(and(eq(taskCategories.id, id), categoryScope(user)));
    if (!found) throw notFound();
    return found;
  };

  listRoute(app, {
    path: '/api/task-categories',
    access: app.requireAccess('tasks', 'list'),
    spec: {
      idColumn: taskCategories.id,
      defaultSort: ['name', 'ASC'],
      sortable: { id: taskCategories.id, name: taskCategories.name },
      search: [taskCategories.name],
      filters: organizationFilter(taskCategories.landlord_id),
    },
    scope: categoryScope,
    select: () => app.db.select().from(taskCategories),
    count: taskCategories,
    row,
    tags,
  });

  recordRoute(app, {
    path: '/api/task-categories/:id',
    access: app.requireAccess('tasks', 'list'),
    tags,
    response: row,
    find,
    view: (_user, found) => found,
  });

  app.post(
    '/api/task-categories',
    { preValidation: manage, schema: { tags, body: taskCategoryInput, response: { 201: row } } },
    async (request, reply) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      await assertUnique(app.db, landlordId, request.body.name);
      const created = await uniqueOr(() =>
        app.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(taskCategories)
            .values({ landlord_id: landlordId, name: request.body.name })
            .returning();
          await recordAudit(tx, {
            user,
            landlordId,
            entity: ENTITY,
            entityId: inserted.id,
            action: 'create',
            before: null,
            after: inserted,
          });
          return inserted;
        }),
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/task-categories/:id',
    {
      preValidation: manage,
      schema: { tags, params: idParams, body: taskCategoryInput, response: { 200: row } },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      await assertUnique(app.db, before.landlord_id, request.body.name, before.id);
      return uniqueOr(() =>
        app.db.transaction(async (tx) => {
          const [after] = await tx
            .update(taskCategories)
            .set({ name: request.body.name, updated_at: new Date().toISOString() })
            .where(eq(taskCategories.id, before.id))
            .returning();
          await recordAudit(tx, {
            user,
            landlordId: before.landlord_id,
            entity: ENTITY,
            entityId: before.id,
            action: 'update',
            before,
            after,
          });
          return after;
        }),
      );
    },
  );

  /** Deleting a category leaves its tasks without one (the foreign key sets null). */
  app.delete(
    '/api/task-categories/:id',
    { preValidation: manage, schema: { tags, params: idParams, response: { 200: row } } },
    async (request) => {
      const user = currentUser(request);
      const before = await find(user, request.params.id);
      await app.db.transaction(async (tx) => {
        await tx.delete(taskCategories).where(eq(taskCategories.id, before.id));
        await recordAudit(tx, {
          user,
          landlordId: before.landlord_id,
          entity: ENTITY,
          entityId: before.id,
          action: 'delete',
          before,
          after: null,
        });
      });
      return before;
    },
  );
};
