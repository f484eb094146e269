import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { contractRooms, contracts, objects, renters, rooms, users } from '../../db/schema';
import type { ExcelColumn } from '../../lib/excel';
import { type ExportTexts, excelExportRoute } from '../../lib/exportRoute';
import { rowScope } from '../../lib/scope';
import { sheetDay, sheetMoney } from '../../lib/sheetRows';
import { contractListSpec } from './listSpec';
import { contractColumns } from './service';

const responsible = alias(users, 'responsible');

/** The sheet's columns in one query: the lease with its renter, object, rooms and person. */
const selectSheetRows = (db: Db) =>
  db
    .select({
      id: contracts.id,
      number: contracts.number,
      signed_on: contracts.signed_on,
      status: contracts.status,
      renter: renters.legal_name,
      bin_iin: renters.bin_iin,
      object: objects.name,
      rooms: sql<string>`(select string_agg(${rooms.number}, ', ' order by ${rooms.number})
        from ${contractRooms} join ${rooms} on ${rooms.id} = ${contractRooms.room_id}
        where ${contractRooms.contract_id} = ${contracts.id})`,
      area: contracts.area,
      rate_per_m2: contracts.rate_per_m2,
      monthly_rent: contracts.monthly_rent,
      deposit: contracts.deposit,
      starts_on: contracts.starts_on,
      ends_on: contracts.ends_on,
      terminated_on: contracts.terminated_on,
      indexation_percent: contracts.indexation_percent,
      payment_day: contracts.payment_day,
      responsible: responsible.full_name,
    })
    .from(contracts)
    .innerJoin(renters, eq(renters.id, contracts.renter_id))
    .innerJoin(objects, eq(objects.id, contracts.object_id))
    .leftJoin(responsible, eq(responsible.id, contracts.responsible_id));
type Row = Awaited<ReturnType<ReturnType<typeof selectSheetRows>['where']>>[number];

/** Typed cells an accountant can sum and sort: days as dates, tenge as money. */
const columns = ({ t, enumText }: ExportTexts): ExcelColumn<Row>[] => {
  const field = (name: string) => t(`resources.contracts.fields.${name}`);
  return [
    { header: field('number'), width: 14, value: (r) => r.number },
    { header: field('signed_on'), width: 12, value: (r) => sheetDay(r.signed_on) },
    { header: field('status'), width: 14, value: (r) => enumText('contract_status', r.status) },
    { header: field('renter_id'), width: 30, value: (r) => r.renter },
    { header: t('resources.renters.fields.bin_iin'), width: 14, value: (r) => r.bin_iin },
    { header: field('object_id'), width: 24, value: (r) => r.object },
    { header: field('room_ids'), width: 16, value: (r) => r.rooms },
    { header: field('area'), width: 10, value: (r) => Number(r.area) },
    { header: field('rate_per_m2'), width: 14, value: (r) => sheetMoney(r.rate_per_m2) },
    { header: field('monthly_rent'), width: 16, value: (r) => sheetMoney(r.monthly_rent) },
    { header: field('deposit'), width: 16, value: (r) => sheetMoney(r.deposit) },
    { header: field('starts_on'), width: 12, value: (r) => sheetDay(r.starts_on) },
    { header: field('ends_on'), width: 12, value: (r) => sheetDay(r.ends_on) },
    { header: field('terminated_on'), width: 12, value: (r) => sheetDay(r.terminated_on) },
    { header: field('indexation_percent'), width: 10, value: (r) => r.indexation_percent },
    { header: field('payment_day'), width: 10, value: (r) => r.payment_day },
    { header: field('responsible_id'), width: 26, value: (r) => r.responsible },
  ];
};

/** `POST /api/download/excel/contracts`: the filtered leases, headers in the caller's language. */
export const contractExportRoutes: FastifyPluginAsyncZod = async (app) => {
  excelExportRoute<Row>(app, {
    path: '/api/download/excel/contracts',
    access: [app.authenticate, app.requireAccess('contracts', 'export')],
    spec: contractListSpec,
    scope: (user) => rowScope(user, 'contracts', contractColumns),
    select: (db) => selectSheetRows(db),
    order: { id: (r) => r.id },
    columns,
    sheet: 'resources.contracts.export_sheet',
    file: 'contracts',
    tags: ['contracts'],
  });
};
