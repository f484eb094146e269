import { z } from 'zod';
import { requestKinds, requestTypes } from '../../db/schema';
import { tableRow } from '../../lib/rowSchema';

const names = z.record(z.string(), z.string());

/** `GET /api/get-kind`: a kind of request (tenant's, landlord's…). */
export const requestKindRow = tableRow(requestKinds);

/** A type the caller may file, with its landlord's SLA and default executor (not for the superadmin). */
export const availableTypeRow = tableRow(requestTypes).extend({
  default_executor_id: z
    .number()
    .nullable()
    .optional()
    .describe("The landlord's default executor; absent in the superadmin's catalogue"),
});

/** A landlord's setting of one catalogue type, with the type. */
export const landlordTypeRow = z.object({
  id: z.number(),
  request_type_id: z.number(),
  show: z.number().describe('1: shown to the landlord’s people, 0: hidden'),
  sla_hours: z.number().nullable(),
  default_executor_id: z.number().nullable(),
  type: z.object({
    id: z.number(),
    kind_id: z.number(),
    code: z.string(),
    name: names,
    sla_hours: z.number(),
  }),
});

/** A landlord's working week: ISO weekday `1`…`7` → its `HH:MM` intervals (empty: day off). */
const week = z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() })));

/** A holiday of the landlord's calendar. */
export const holidayRow = z.object({ date: z.string(), name: z.string() });

/** `GET /api/settings/calendar`: the week and the holidays from last year on. */
export const calendarAnswer = z.object({ week, holidays: z.array(holidayRow) });

/** `PUT /api/settings/calendar`: the week as saved. */
export const weekAnswer = z.object({ week });

/** `GET /api/type-request/check-bid-access`. */
export const bidAccessAnswer = z.object({ has_access: z.boolean() });
