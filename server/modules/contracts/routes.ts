import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ContractInput, contractInput, lastLeaseDay } from '../../../src/domain/contracts';
import type { Db } from '../../db/client';
import { attachments, contracts } from '../../db/schema';
import { executorsRoute } from '../../lib/assignedWork/executorsRoute';
import { linkFiles } from '../../lib/attachments';
import { crudRoutes } from '../../lib/crud';
import { conflict } from '../../lib/errors';
import { ownLandlordId } from '../../lib/scope';
import { resolveSecret } from '../../lib/secrets';
import { contractActionRoutes } from './actions';
import { contractExportRoutes } from './export';
import { contractListSpec } from './listSpec';
import { rentRollExportRoutes } from './rentRollExport';
import { contractReportRoutes } from './reports';
import {
  assertRoomsUnleased,
  CONTRACT_ENTITY,
  CONTRACT_WORK,
  contractColumns,
  contractValues,
  countContract,
  setContractRooms,
} from './service';
import { contractCard, contractRow, contractViews, readContracts, withSchedule } from './view';

export const tags = ['contracts'];

const currentFileIds = async (db: Db, contractId: number) =>
  (
    await db
      .select({ id: attachments.file_id })
      .from(attachments)
      .where(and(eq(attachments.entity, CONTRACT_ENTITY), eq(attachments.entity_id, contractId)))
  ).map((r) => r.id);

/** Closed leases keep their terms: 409 on `status`. */
const closed = () => conflict({ status: 'validation.contract_closed' }, 'The contract is closed');

/** Only drafts are deleted: a lease that ran stays in the books. */
const notDraft = () =>
  conflict({ status: 'validation.contract_not_draft' }, 'Only drafts are deleted');

/** `/api/contracts`: leases, their rooms, rent schedule, moves and renewals. */
export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const view = contractViews(secret);
  await app.register(contractExportRoutes);
  await app.register(rentRollExportRoutes);
  await app.register(async (scoped) => {
    scoped.addHook('preValidation', scoped.authenticate);
    await scoped.register(contractReportRoutes);
  });
  await app.register(async (scoped) => {
    scoped.addHook('preValidation', scoped.authenticate);
    await scoped.register(executorsRoute(CONTRACT_WORK, '/api/contracts/responsibles', tags));
    await scoped.register(contractActionRoutes(view));
  });

  await app.register(
    crudRoutes({
      resource: CONTRACT_ENTITY,
      path: '/api/contracts',
      table: contracts,
      id: contracts.id,
      landlord: contractColumns.landlord,
      createdBy: contractColumns.createdBy,
      renterColumn: contractColumns.renter,
      input: contractInput,
      tags,
      read: readContracts,
      view,
      row: contractRow,
      record: { row: contractCard, view: (row) => withSchedule(row as never) },
      keep: (row) => (row.status === 'draft' ? undefined : notDraft()),
      prepare: async (db, user, values: ContractInput, before) => {
        if (before && before.status !== 'draft' && before.status !== 'active') throw closed();
        const landlordId = before?.landlord_id ?? ownLandlordId(user);
        const current = before ? await currentFileIds(db, before.id) : [];
        const fields = await contractValues(db, user, landlordId, values, current);
        if (before) return fields;
        await countContract(db, landlordId);
        return { ...fields, status: 'draft' };
      },
      afterWrite: async (db, row, input) => {
        if (!input) return;
        await setContractRooms(db, row, input.room_ids);
        await linkFiles(
          db,
          { entity: CONTRACT_ENTITY, entityId: row.id, landlordId: row.landlord_id },
          input.file_ids,
        );
        if (row.status === 'active') {
          await assertRoomsUnleased(
            db,
            { id: row.id, starts_on: row.starts_on, last_day: lastLeaseDay(row) },
            input.room_ids,
          );
        }
      },
      list: contractListSpec,
    }),
  );
};
