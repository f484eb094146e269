import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTRACT_TRANSITIONS,
  contractBulkResponsibleInput,
  contractStatusInput,
  monthlyRent,
  renewalTerms,
} from '../../../src/domain/contracts';
import { idParams } from '../../../src/domain/validation';
import { contracts } from '../../db/schema';
import { assertExecutor } from '../../lib/assignedWork/executors';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { AppError, badRequest } from '../../lib/errors';
import { allOrNotFound, ownLandlordId, rowScope } from '../../lib/scope';
import { staleStatus, transitionStatus } from '../../lib/transition';
import { currentUser } from '../../plugins/access';
import { almatyDay } from '../dashboard/periods';
import {
  assertRoomsUnleased,
  CONTRACT_ENTITY,
  CONTRACT_WORK,
  contractColumns,
  countContract,
  nextNumber,
  roomIdsOf,
  setContractRooms,
} from './service';
import { type ContractRead, contractCard, readContracts, withSchedule } from './view';

const tags = ['contracts'];
type View = (db: never, rows: ContractRead[], user: AuthUser) => Promise<object[]>;

/**
 * `/api/contracts/…`: a lease's moves (activate with the overlap check, terminate), its renewal,
 * the next number to suggest, and a new responsible person for many at once.
 */
export const contractActionRoutes =
  (view: View): FastifyPluginAsyncZod =>
  async (app) => {
    const card = async (user: AuthUser, id: number) => {
      const [row] = await readContracts(app.db).where(
        and(eq(contracts.id, id), rowScope(user, 'contracts', contractColumns)),
      );
      const [shown] = allOrNotFound(row ? [row] : [], [id]);
      return withSchedule((await view(app.db as never, [shown], user))[0] as never);
    };
    const find = async (user: AuthUser, id: number, action: 'read' | 'edit') => {
      const [row] = await app.db
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id), rowScope(user, 'contracts', contractColumns, action)));
      return allOrNotFound(row ? [row] : [], [id])[0];
    };

    app.get(
      '/api/contracts/next-number',
      {
        preValidation: app.requireAccess(CONTRACT_ENTITY, 'create'),
        schema: { tags, response: { 200: z.object({ number: z.string() }) } },
      },
      async (request) => {
        const today = almatyDay(new Date());
        const landlordId = ownLandlordId(currentUser(request));
        return { number: await nextNumber(app.db, landlordId, Number(today.slice(0, 4))) };
      },
    );

    app.put(
      '/api/contracts/:id/status',
      {
        preValidation: app.requireAccess(CONTRACT_ENTITY, 'edit'),
        schema: {
          tags,
          params: idParams,
          body: contractStatusInput,
          response: { 200: contractCard },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const before = await find(user, request.params.id, 'edit');
        const { status, reason, terminated_on } = request.body;
        if (!CONTRACT_TRANSITIONS[before.status as 'draft'].includes(status)) throw staleStatus();
        const ending = status === 'terminated' ? (terminated_on ?? '') : null;
        if (ending !== null && (ending < before.starts_on || ending > before.ends_on)) {
          throw badRequest({ terminated_on: 'validation.contract_terminated_on' });
        }
        await app.db.transaction(async (tx) => {
          if (status === 'active') {
            const roomIds = (await roomIdsOf(tx, [before.id])).get(before.id) ?? [];
            const lease = { id: before.id, starts_on: before.starts_on, last_day: before.ends_on };
            await assertRoomsUnleased(tx, lease, roomIds);
          }
          await transitionStatus(tx, {
            table: contracts,
            before,
            to: status,
            allowed: CONTRACT_TRANSITIONS,
            set: ending === null ? {} : { terminated_on: ending, termination_reason: reason },
            audit: { user, entity: CONTRACT_ENTITY, landlordId: before.landlord_id },
          });
        });
        return card(user, before.id);
      },
    );

    app.post(
      '/api/contracts/:id/extend',
      {
        preValidation: app.requireAccess(CONTRACT_ENTITY, 'create'),
        schema: { tags, params: idParams, response: { 201: contractCard } },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const old = await find(user, request.params.id, 'read');
        if (old.status !== 'active' && old.status !== 'expired') throw staleStatus();
        const [renewed] = await app.db
          .select({ id: contracts.id, number: contracts.number })
          .from(contracts)
          .where(eq(contracts.previous_id, old.id))
          .limit(1);
        if (renewed) {
          throw new AppError(
            409,
            'CONFLICT',
            'Already extended',
            { status: 'validation.contract_extended' },
            { existing: renewed },
          );
        }
        const today = almatyDay(new Date());
        const term = renewalTerms(old);
        const id = await app.db.transaction(async (tx) => {
          const roomIds = (await roomIdsOf(tx, [old.id])).get(old.id) ?? [];
          const number = await nextNumber(tx, old.landlord_id, Number(today.slice(0, 4)));
          await countContract(tx, old.landlord_id);
          const [draft] = await tx
            .insert(contracts)
            .values({
              ...term,
              landlord_id: old.landlord_id,
              number,
              signed_on: today,
              renter_id: old.renter_id,
              object_id: old.object_id,
              area: old.area,
              monthly_rent: monthlyRent(old.area, term.rate_per_m2),
              deposit: old.deposit,
              indexation_percent: old.indexation_percent,
              payment_day: old.payment_day,
              notice_days: old.notice_days,
              responsible_id: old.responsible_id,
              previous_id: old.id,
              search_text: old.search_text.replace(old.number, number),
              created_by: user.id,
            })
            .returning();
          await setContractRooms(tx, draft, roomIds);
          await recordAudit(tx, {
            user,
            landlordId: old.landlord_id,
            entity: CONTRACT_ENTITY,
            entityId: draft.id,
            action: 'create',
            before: null,
            after: { ...draft, room_ids: roomIds },
          });
          return draft.id;
        });
        return reply.status(201).send(await card(user, id));
      },
    );

    app.post(
      '/api/contracts/bulk-responsible',
      {
        preValidation: app.requireAccess(CONTRACT_ENTITY, 'edit'),
        schema: {
          tags,
          body: contractBulkResponsibleInput,
          response: { 200: z.object({ updated: z.number() }) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { ids, responsible_id } = request.body;
        const landlordId = ownLandlordId(user);
        const rows = await app.db
          .select()
          .from(contracts)
          .where(
            and(inArray(contracts.id, ids), rowScope(user, 'contracts', contractColumns, 'edit')),
          );
        allOrNotFound(rows, ids);
        await assertExecutor(app.db, CONTRACT_WORK, landlordId, responsible_id, 'responsible_id');
        await app.db.transaction(async (tx) => {
          for (const before of rows) {
            const [after] = await tx
              .update(contracts)
              .set({ responsible_id, updated_at: new Date().toISOString() })
              .where(eq(contracts.id, before.id))
              .returning();
            await recordAudit(tx, {
              user,
              landlordId,
              entity: CONTRACT_ENTITY,
              entityId: before.id,
              action: 'update',
              before,
              after,
            });
          }
        });
        return { updated: rows.length };
      },
    );
  };
