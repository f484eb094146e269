import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type DeviceDirection,
  type ImportMapping,
  importMappingInput,
  REFUSALS,
} from '../../../src/domain/time';
import { fieldErrors } from '../../../src/domain/validation';
import { devices, timeSettings } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { organizationRows, ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';
import { type ImportCell, instantOf, readImportFile } from './importFile';
import { sortBatch, storeEvents } from './ingest';

const tags = ['time'];
/** An import file's size: a month of a large centre's passes as CSV. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** How many refused rows the preview lists (the count covers them all). */
const REFUSED_SHOWN = 100;
/** How many of the file's first rows the preview shows. */
const SAMPLE_ROWS = 5;

/** Words access-control systems write for an arrival and a departure, when none were given. */
const IN_WORDS = new Set(['in', 'вход', 'кіру', 'entry', 'entrance', '1']);
const OUT_WORDS = new Set(['out', 'выход', 'шығу', 'exit', '0', '2']);

const sampleCell = (c: ImportCell) =>
  c instanceof Date ? c.toISOString().slice(0, 19).replace('T', ' ') : c;

const answer = z.object({
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string().nullable())),
  rows: z.number(),
  mapping: importMappingInput.nullable(),
  accepted: z.number().optional(),
  refused_count: z.number().optional(),
  refused: z
    .array(z.object({ row: z.number(), reason: z.enum(REFUSALS) }))
    .optional()
    .describe('Rows refused and why (their number in the file, the header being row 1)'),
  stored: z.number().optional(),
  duplicates: z.number().optional(),
  unknown: z.number().optional(),
});

/** The form's parts: the file, the mapping (JSON) and whether to store. */
const readForm = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw badRequest({ file: 'validation.required' });
  const fields: Record<string, string> = {};
  let file: { name: string; body: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { files: 1, fileSize: MAX_FILE_BYTES, fields: 5, parts: 6 },
    })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file')
        file = { name: part.filename, body: await part.toBuffer() };
      else await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'File too large', {
        file: 'app.errors.too_large',
      });
    }
    throw error;
  }
  if (!file || file.body.length === 0) throw badRequest({ file: 'validation.required' });
  return { fields, file };
};

const mappingOf = (text: string | undefined): ImportMapping | null => {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest({ mapping: 'validation.invalid' });
  }
  const parsed = importMappingInput.safeParse(raw);
  if (!parsed.success) throw badRequest(prefixed(fieldErrors(parsed.error.issues)));
  return parsed.data;
};

const prefixed = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [`mapping.${k}`, v]));

/** The file's rows as device events, by the mapping; a cell the mapping names must exist. */
const eventsOf = (columns: string[], rows: ImportCell[][], mapping: ImportMapping) => {
  const index = (name: string | null, field: string) => {
    if (name === null) return null;
    const i = columns.indexOf(name);
    if (i < 0) throw badRequest({ [`mapping.${field}`]: 'validation.invalid' });
    return i;
  };
  const card = index(mapping.card, 'card') as number;
  const at = index(mapping.at, 'at') as number;
  const time = index(mapping.time, 'time');
  const direction = index(mapping.direction, 'direction');
  const inValue = mapping.in_value?.trim().toLowerCase();
  const outValue = mapping.out_value?.trim().toLowerCase();
  const directionOf = (cell: ImportCell) => {
    const text = (typeof cell === 'string' ? cell : '').trim().toLowerCase();
    if (inValue ? text === inValue : IN_WORDS.has(text)) return 'in';
    if (outValue ? text === outValue : OUT_WORDS.has(text)) return 'out';
    return 'unknown';
  };
  return rows.map((row) => ({
    card: typeof row[card] === 'string' ? (row[card] as string).trim() : row[card],
    at: instantOf(row[at] ?? null, time === null ? undefined : (row[time] ?? null)),
    ...(direction === null ? {} : { direction: directionOf(row[direction] ?? null) }),
  }));
};

/**
 * `POST /api/pass-events/import` (multipart: `file`, `mapping`, `store`): for systems that cannot
 * call the API, their CSV or Excel export. Without a mapping it answers the file's columns, first
 * rows and the organization's remembered mapping; with one, the preview — how many rows will be
 * stored and which are refused, and why; with `store=true` it stores them (as the device named in
 * the mapping, each row once however often the file is imported) and remembers the mapping.
 */
export const passImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/pass-events/import',
    {
      preValidation: app.requireSettings('time', true),
      schema: {
        tags,
        summary: 'Previews or imports an access-control system’s CSV or Excel export',
        consumes: ['multipart/form-data'],
        response: { 200: answer },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const { fields, file } = await readForm(request);
      const table = await readImportFile(file.name, file.body);
      const head = {
        columns: table.columns,
        sample: table.rows
          .slice(0, SAMPLE_ROWS)
          .map((r) => table.columns.map((_, i) => sampleCell(r[i] ?? null))),
        rows: table.rows.length,
      };
      const mapping = mappingOf(fields.mapping);
      if (!mapping) {
        const [saved] = await app.db
          .select({ mapping: timeSettings.import_mapping })
          .from(timeSettings)
          .where(eq(timeSettings.landlord_id, landlordId));
        const remembered = importMappingInput.safeParse(saved?.mapping);
        return { ...head, mapping: remembered.success ? remembered.data : null };
      }
      const [device] = await app.db
        .select({ id: devices.id, direction: devices.direction })
        .from(devices)
        .where(and(eq(devices.id, mapping.device_id), organizationRows(user, devices.landlord_id)));
      if (!device) throw badRequest({ 'mapping.device_id': 'validation.invalid' });
      const direction = device.direction as DeviceDirection;
      const events = eventsOf(table.columns, table.rows, mapping);
      const { accepted, refused } = sortBatch(direction, events, Date.now());
      const preview = {
        ...head,
        mapping,
        accepted: accepted.length,
        refused_count: refused.length,
        refused: refused
          .slice(0, REFUSED_SHOWN)
          .map((r) => ({ row: r.index + 2, reason: r.reason })),
      };
      if (fields.store !== 'true') return preview;
      const result = await storeEvents(
        app.db,
        { landlordId, deviceId: device.id, direction, source: 'import' },
        events,
      );
      await app.db
        .insert(timeSettings)
        .values({ landlord_id: landlordId, import_mapping: mapping })
        .onConflictDoUpdate({
          target: timeSettings.landlord_id,
          set: { import_mapping: mapping, updated_at: new Date().toISOString() },
        });
      return {
        ...preview,
        stored: result.stored,
        duplicates: result.duplicates,
        unknown: result.unknown,
      };
    },
  );
};
