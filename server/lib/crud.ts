import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParams } from '../../src/domain/validation';
import type { Db } from '../db/client';
import { currentUser } from '../plugins/access';
import { recordAudit } from './audit';
import type { AuthUser } from './authUser';
import { notFound } from './errors';
import { type ListSpec, organizationFilter } from './list';
import { listRoute, type PageSource } from './listRoute';
import { keepAbsentFields, PARTIAL_UPDATE, recordById } from './partialUpdate';
import { recordRoute } from './recordRoutes';
import { tableRow } from './rowSchema';
import { ownLandlordId, resourceScope } from './scope';

/** What a write and the audit read of a row: its id, and its landlord on a tenant-owned table. */
type CrudRow = { id: number; landlord_id?: number | null };

/** A table `crudRoutes` serves: its rows carry an id (and a landlord, when tenant-owned). */
export type CrudTable = PgTable & { $inferSelect: CrudRow };

/**
 * `T`, the table; `I`, the body of create and update as its schema reads it; `R`, the row a page
 * and a record are read as (the table's own row, or what `read` selects beside it).
 */
export interface CrudResource<
  T extends CrudTable,
  I extends Record<string, unknown>,
  R extends T['$inferSelect'] = T['$inferSelect'],
> {
  /** The access resource (`canAccess`) and audit entity, e.g. `type-object`. */
  resource: string;
  /** The API path, e.g. `/api/type-object`; its last segment is the Content-Range unit. */
  path: string;
  table: T;
  id: AnyPgColumn;
  /** The landlord column of a tenant-owned table: scoping on read, set by the server on write. */
  landlord?: AnyPgColumn;
  /** Who created a row: employees whose level reads only their own rows see these. */
  createdBy?: AnyPgColumn;
  /** Who a row is assigned to (a letter's responsible person): levels that read "assigned to me". */
  executor?: AnyPgColumn;
  /** The column a renter user is matched on: a renter sees only the rows of their company. */
  renterColumn?: AnyPgColumn;
  /** The room column of a table whose rows a renter reads through its company's rooms. */
  renterRoomColumn?: AnyPgColumn;
  list: ListSpec;
  /** Body of create and update; unknown keys are dropped. */
  input: z.ZodType<I>;
  /**
   * The select a page and a record are read with when the API shows more than the table's
   * columns (joins, aggregates): one query a page. The table's own row by default.
   */
  read?: (db: Db) => PageSource<R>;
  /** Rows as the API shows them, in one go for a page (no query per row). */
  view?: (db: Db, rows: R[], user: AuthUser) => Promise<object[]> | object[];
  /** Extra checks and derived fields before a write (references, attachments). */
  prepare?: (
    db: Db,
    user: AuthUser,
    values: I,
    before: T['$inferSelect'] | null,
  ) => Promise<Record<string, unknown>>;
  /**
   * Writes that follow a row's (links to other rows, history); `input` is the body, null on
   * delete; `before` the row as it was, null on create; `user` who wrote it.
   */
  afterWrite?: (
    db: Db,
    row: T['$inferSelect'],
    input: I | null,
    before: T['$inferSelect'] | null,
    user: AuthUser,
  ) => Promise<void>;
  /** One row as the list and the record routes send it; the table's columns by default. */
  row?: z.ZodType;
  /** What one record's page adds to its row (a schedule), and the schema of the result. */
  record?: { row: z.ZodType; view: (row: object) => object };
  /**
   * The fields an update's body leaves out, from the record as the API shows it (`keepAbsentFields`);
   * the shown record by default. `body` is what was sent (a field that replaces another).
   */
  current?: (
    shown: Record<string, unknown>,
    body: Record<string, unknown>,
  ) => Record<string, unknown>;
  /** The error refusing to delete a row its module keeps, before anything is written. */
  keep?: (row: T['$inferSelect']) => Error | undefined;
  tags: string[];
}

/** A resource's rows the caller may read or edit (`scope.ts`); reference tables have no tenant. */
type ScopeOf = Pick<
  CrudResource<CrudTable, Record<string, unknown>>,
  'resource' | 'landlord' | 'createdBy' | 'executor' | 'renterColumn' | 'renterRoomColumn'
>;

const crudScope = (spec: ScopeOf, user: AuthUser, action: 'read' | 'edit'): SQL | undefined =>
  spec.landlord
    ? resourceScope(
        user,
        spec.resource,
        {
          landlord: spec.landlord,
          createdBy: spec.createdBy,
          executor: spec.executor,
          renter: spec.renterColumn,
          renterRoom: spec.renterRoomColumn,
        },
        action,
      )
    : undefined;

/**
 * The list contract, one record, create, update and delete for a plain resource, with access
 * checks, tenant scoping, the audit log and the view applied. Modules with workflow write
 * their own routes and reuse the pieces.
 */
export const crudRoutes =
  <T extends CrudTable, I extends Record<string, unknown>, R extends T['$inferSelect']>(
    spec: CrudResource<T, I, R>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    type Row = T['$inferSelect'];
    // Drizzle's builders type a generic table's rows loosely: its rows are read back as `Row`.
    const table: PgTable = spec.table;
    app.addHook('preValidation', app.authenticate);
    const view = async (rows: R[], user: AuthUser) =>
      spec.view ? spec.view(app.db, rows, user) : rows;
    const scope = (user: AuthUser) => crudScope(spec, user, 'read');
    const record = (one: object) => (spec.record ? spec.record.view(one) : one);
    // Without `read`, a page's row is the table's own (`R` defaults to it).
    const source = (): PageSource<R> =>
      spec.read?.(app.db) ?? (app.db.select().from(table) as unknown as PageSource<R>);
    /** The table's row in the caller's scope, else 404: what a write starts from. */
    const find = async (user: AuthUser, id: number, action: 'read' | 'edit' = 'read') => {
      const [row] = (await app.db
        .select()
        .from(table)
        .where(and(eq(spec.id, id), crudScope(spec, user, action)))) as Row[];
      if (!row) throw notFound();
      return row;
    };
    /** A record as the API shows it, read with `read` (a written row is re-read through it). */
    const shown = async (user: AuthUser, id: number, where?: SQL) => {
      const [row] = await source().where(and(eq(spec.id, id), where));
      if (!row) throw notFound();
      return (await view([row], user))[0];
    };
    const answer = async (user: AuthUser, row: Row) =>
      record(spec.read ? await shown(user, row.id) : (await view([row as R], user))[0]);
    /** The audit row of a write to `row`: its state before and after (null: none). */
    const audit = (
      db: Db,
      user: AuthUser,
      row: Row,
      action: 'create' | 'update' | 'delete',
      before: Row | null,
      after: Row | null,
    ) =>
      recordAudit(db, {
        user,
        landlordId: row.landlord_id ?? null,
        entity: spec.resource,
        entityId: row.id,
        action,
        before,
        after,
      });
    const tags = spec.tags;
    const row = spec.row ?? tableRow(spec.table);
    const recordRow = spec.record?.row ?? row;

    const list: ListSpec = spec.landlord
      ? { ...spec.list, filters: { ...organizationFilter(spec.landlord), ...spec.list.filters } }
      : spec.list;
    listRoute(app, {
      path: spec.path,
      access: app.requireAccess(spec.resource, 'list'),
      spec: list,
      scope,
      select: source,
      count: table,
      view,
      row,
      tags,
    });

    recordRoute(app, {
      path: `${spec.path}/:id`,
      access: app.requireAccess(spec.resource, 'show'),
      tags,
      response: recordRow,
      find: (user, id) => shown(user, id, scope(user)),
      view: (_user, found) => record(found),
    });

    app.post(
      spec.path,
      {
        preValidation: app.requireAccess(spec.resource, 'create'),
        schema: { tags, body: spec.input, response: { 201: recordRow } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const input = request.body as I;
        const row = await app.db.transaction(async (tx) => {
          let values: Record<string, unknown> = spec.prepare
            ? await spec.prepare(tx, user, input, null)
            : input;
          if (spec.landlord) {
            values = { ...values, landlord_id: ownLandlordId(user), created_by: user.id };
          }
          const [created] = (await tx
            .insert(table)
            .values(values as never)
            .returning()) as Row[];
          await spec.afterWrite?.(tx, created, input, null, user);
          await audit(tx, user, created, 'create', null, created);
          return created;
        });
        return reply.status(201).send(await answer(user, row));
      },
    );

    /** The record an update starts from, as the API shows it: what a left-out field keeps. */
    const current = recordById(async (user, id, body) => {
      const shown = (await answer(user, await find(user, id, 'edit'))) as Record<string, unknown>;
      return spec.current ? spec.current(shown, body) : shown;
    });
    app.put(
      `${spec.path}/:id`,
      {
        preValidation: [
          app.requireAccess(spec.resource, 'edit'),
          keepAbsentFields(spec.input, current),
        ],
        schema: {
          tags,
          description: PARTIAL_UPDATE,
          params: idParams,
          body: spec.input,
          response: { 200: recordRow },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const before = await find(user, request.params.id, 'edit');
        const input = request.body as I;
        const row = await app.db.transaction(async (tx) => {
          const values = spec.prepare ? await spec.prepare(tx, user, input, before) : input;
          const [updated] = (await tx
            .update(table)
            .set({ ...values, updated_at: new Date().toISOString() } as never)
            .where(eq(spec.id, before.id))
            .returning()) as Row[];
          await spec.afterWrite?.(tx, updated, input, before, user);
          await audit(tx, user, updated, 'update', before, updated);
          return updated;
        });
        return answer(user, row);
      },
    );

    app.delete(
      `${spec.path}/:id`,
      {
        preValidation: app.requireAccess(spec.resource, 'delete'),
        schema: { tags, params: idParams, response: { 200: recordRow } },
      },
      async (request) => {
        const user = currentUser(request);
        const before = await find(user, request.params.id);
        const refusal = spec.keep?.(before);
        if (refusal) throw refusal;
        const last = await answer(user, before);
        await app.db.transaction(async (tx) => {
          await tx.delete(table).where(eq(spec.id, before.id));
          await spec.afterWrite?.(tx, before, null, before, user);
          await audit(tx, user, before, 'delete', before, null);
        });
        return last;
      },
    );
  };
