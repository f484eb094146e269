import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LEGEND,
  type Legend,
  type TimeSettings,
  timeSettingsInput,
} from '../../../src/domain/time';
import type { Db } from '../../db/client';
import { timeSettings } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { keepAbsentFields, PARTIAL_UPDATE } from '../../lib/partialUpdate';
import { ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';

/** The organization's digest choice and legend; the defaults until it sets its own. */
export const timeSettingsOf = async (db: Db, landlordId: number): Promise<TimeSettings> => {
  const [row] = await db
    .select({ digest: timeSettings.digest, legend: timeSettings.legend })
    .from(timeSettings)
    .where(eq(timeSettings.landlord_id, landlordId));
  return {
    digest: row?.digest ?? false,
    legend: { ...DEFAULT_LEGEND, ...((row?.legend as Partial<Legend> | null) ?? {}) },
  };
};

/**
 * `GET|PUT /api/timesheet/settings`: the morning digest (on or off) and the timesheet's codes.
 * Read by those who read every timesheet, changed by `main`.
 */
export const timeSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/timesheet/settings',
    {
      preValidation: app.requireSettings('time', false),
      schema: {
        tags: ['time'],
        summary: 'The morning digest and the timesheet’s legend',
        response: { 200: timeSettingsInput },
      },
    },
    async (request) => timeSettingsOf(app.db, ownLandlordId(currentUser(request))),
  );

  app.put(
    '/api/timesheet/settings',
    {
      preValidation: [
        app.requireSettings('time', true),
        keepAbsentFields(timeSettingsInput, (request) =>
          timeSettingsOf(app.db, ownLandlordId(currentUser(request))),
        ),
      ],
      schema: {
        tags: ['time'],
        summary: 'Turns the morning digest on or off and sets the timesheet’s codes',
        description: PARTIAL_UPDATE,
        body: timeSettingsInput,
        response: { 200: timeSettingsInput },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const { digest, legend } = request.body;
      await app.db.transaction(async (tx) => {
        const before = await timeSettingsOf(tx, landlordId);
        await tx
          .insert(timeSettings)
          .values({ landlord_id: landlordId, digest, legend })
          .onConflictDoUpdate({
            target: timeSettings.landlord_id,
            set: { digest, legend, updated_at: new Date().toISOString() },
          });
        await recordAudit(tx, {
          user,
          landlordId,
          entity: 'time_settings',
          entityId: landlordId,
          action: 'update',
          before,
          after: { digest, legend },
        });
      });
      return { digest, legend };
    },
  );
};
