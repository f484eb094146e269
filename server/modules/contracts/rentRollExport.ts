import { and, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mayReadAllLeases,
  type RentRollRow,
  rentRollQuery,
} from '../../../src/domain/leaseReports';
import type { Db } from '../../db/client';
import { renters } from '../../db/schema';
import type { AuthUser } from '../../lib/authUser';
import { forbidden } from '../../lib/errors';
import { type ExcelColumn, streamExcel } from '../../lib/excel';
import { translate } from '../../lib/i18n';
import { binaryBody } from '../../lib/responses';
import { organizationRows } from '../../lib/scope';
import { sheetDay, sheetMoney } from '../../lib/sheetRows';
import { currentUser } from '../../plugins/access';
import { readRentRoll } from './reportQueries';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A line of the sheet: a lease or a vacant room, or an object's or the organization's total. */
interface SheetLine {
  object: string;
  floor: number | null;
  rooms: string;
  area: number;
  renter: string | null;
  bin_iin: string | null;
  number: string | null;
  rate: number | null;
  rent: number | null;
  ends_on: string | null;
}

type RentRoll = Awaited<ReturnType<typeof readRentRoll>>;
type Totals = RentRoll['totals'];

/** The renters' BIN/IIN, which an accountant matches counterparties on in 1C. */
const binsOf = async (db: Db, user: AuthUser, rows: RentRollRow[]) => {
  const ids = [...new Set(rows.flatMap((r) => (r.renter_id === null ? [] : [r.renter_id])))];
  if (ids.length === 0) return new Map<number, string>();
  const found = await db
    .select({ id: renters.id, bin_iin: renters.bin_iin })
    .from(renters)
    .where(and(inArray(renters.id, ids), organizationRows(user, renters.landlord_id)));
  return new Map(found.map((r) => [r.id, r.bin_iin]));
};

/** A total line: its title in the object column, the area and the month's rent. */
const totalLine = (title: string, totals: Totals): SheetLine => ({
  object: title,
  floor: null,
  rooms: '',
  area: totals.occupied_area + totals.vacant_area,
  renter: null,
  bin_iin: null,
  number: null,
  rate: totals.average_rate,
  rent: totals.rent,
  ends_on: null,
});

/** The roll's lines object by object, each object's total after its rows, the organization's last. */
const sheetLines = (roll: RentRoll, bins: Map<number, string>, t: (key: string) => string) => {
  const lines: SheetLine[] = [];
  for (const object of roll.objects) {
    for (const row of roll.rows.filter((r) => r.object_id === object.object_id)) {
      lines.push({
        object: row.object_name,
        floor: row.floor,
        rooms: row.rooms.join(', '),
        area: row.area,
        renter: row.renter ?? t('vacant'),
        bin_iin: row.renter_id === null ? null : (bins.get(row.renter_id) ?? null),
        number: row.number,
        rate: row.rate_per_m2,
        rent: row.rent,
        ends_on: row.ends_on,
      });
    }
    lines.push(totalLine(`${t('subtotal')}: ${object.object_name}`, object));
  }
  lines.push(totalLine(t('total'), roll.totals));
  return lines;
};

/** Typed cells: area and floor as numbers, rate and rent as money, the end as a day. */
const columns = (t: (key: string) => string, binHeader: string): ExcelColumn<SheetLine>[] => [
  { header: t('object'), width: 30, value: (l) => l.object },
  { header: t('floor'), width: 8, value: (l) => l.floor },
  { header: t('rooms'), width: 16, value: (l) => l.rooms },
  { header: t('area'), width: 12, value: (l) => l.area },
  { header: t('renter'), width: 30, value: (l) => l.renter },
  { header: binHeader, width: 14, value: (l) => l.bin_iin },
  { header: t('contract'), width: 14, value: (l) => l.number },
  { header: t('rate'), width: 14, value: (l) => sheetMoney(l.rate) },
  { header: t('rent'), width: 16, value: (l) => sheetMoney(l.rent) },
  { header: t('ends_on'), width: 12, value: (l) => sheetDay(l.ends_on) },
];

/**
 * `POST /api/download/excel/rent-roll` `{month, object_id?}`: the month's rent roll as the
 * screen shows it, with each renter's BIN/IIN, for whoever the screen is for (every lease read).
 */
export const rentRollExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/download/excel/rent-roll',
    {
      preValidation: [app.authenticate, app.requireAccess('contracts', 'list')],
      schema: {
        tags: ['contracts'],
        summary: 'The month’s rent roll as an .xlsx workbook',
        body: rentRollQuery,
        response: { 200: binaryBody(XLSX, 'The rent roll as an .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!mayReadAllLeases(user)) throw forbidden();
      const { month, object_id } = request.body;
      const db = await app.reportDb(request);
      const roll = await readRentRoll(db, user, month, object_id);
      const bins = await binsOf(db, user, roll.rows);
      const t = (key: string) => translate(user.locale, `resources.contracts.rent_roll.${key}`);
      return streamExcel<SheetLine>(reply, {
        fileName: `rent-roll-${month}.xlsx`,
        sheet: `${t('title')} ${month}`.slice(0, 31),
        columns: columns(t, translate(user.locale, 'resources.renters.fields.bin_iin')),
        next: async (batch) => (batch === 0 ? sheetLines(roll, bins, t) : null),
      });
    },
  );
};
