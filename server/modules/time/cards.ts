import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachCardInput } from '../../../src/domain/time';
import type { Db } from '../../db/client';
import { employees, passEvents } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { assertOwnRow, organizationRows, ownLandlordId } from '../../lib/scope';
import { currentUser } from '../../plugins/access';

const tags = ['time'];
/** The review list's length: the cards seen most recently. */
const UNKNOWN_CARDS_SHOWN = 200;

const unknownCard = z.object({
  card: z.string(),
  events: z.number(),
  first_at: z.string(),
  last_at: z.string(),
  device_name: z.string().nullable(),
});

/**
 * A pass card belongs to one active employee of an organization: else a device's pass could not
 * be told whose it is (400 on `field`). `except` is the employee being saved.
 */
export const assertCardFree = async (
  db: Db,
  landlordId: number,
  card: string | null | undefined,
  except: number | null,
  field = 'pass_card',
) => {
  if (!card) return;
  const [holder] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.landlord_id, landlordId),
        eq(employees.pass_card, card),
        eq(employees.status, 'active'),
        except === null ? undefined : ne(employees.id, except),
      ),
    )
    .limit(1);
  if (holder) throw badRequest({ [field]: 'validation.pass_card_taken' });
};

/**
 * `GET /api/devices/unknown-cards`: cards the devices read that no employee held, kept for review;
 * `POST /api/devices/unknown-cards/attach` gives one to an employee, whose card it becomes, and
 * its stored events count on that employee's timesheet from then on.
 */
export const unknownCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/devices/unknown-cards',
    {
      preValidation: app.requireSettings('time', false),
      schema: {
        tags,
        summary: 'Cards read by the devices that no employee holds, the latest first',
        response: { 200: z.array(unknownCard) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      ownLandlordId(user);
      return app.db
        .select({
          card: sql<string>`${passEvents.card}`,
          events: sql<number>`count(*)::int`,
          first_at: sql<string>`min(${passEvents.at})`.mapWith(passEvents.at),
          last_at: sql<string>`max(${passEvents.at})`.mapWith(passEvents.at),
          device_name: sql<string | null>`(select d.name from devices d
            where d.id = (array_agg(${passEvents.device_id} order by ${passEvents.at} desc))[1])`,
        })
        .from(passEvents)
        .where(
          and(
            organizationRows(user, passEvents.landlord_id),
            isNull(passEvents.employee_id),
            sql`${passEvents.card} is not null`,
          ),
        )
        .groupBy(passEvents.card)
        .orderBy(desc(sql`max(${passEvents.at})`))
        .limit(UNKNOWN_CARDS_SHOWN);
    },
  );

  app.post(
    '/api/devices/unknown-cards/attach',
    {
      preValidation: app.requireSettings('time', true),
      schema: {
        tags,
        summary: 'Gives an unknown card to an employee; its stored events become theirs',
        body: attachCardInput,
        response: { 200: z.object({ attached: z.number() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const landlordId = ownLandlordId(user);
      const { card, employee_id } = request.body;
      return app.db.transaction(async (tx) => {
        await assertOwnRow(tx, employees, employee_id, landlordId, 'employee_id');
        const [employee] = await tx
          .select({ id: employees.id, pass_card: employees.pass_card })
          .from(employees)
          .where(eq(employees.id, employee_id));
        await assertCardFree(tx, landlordId, card, employee.id, 'card');
        await tx
          .update(employees)
          .set({ pass_card: card, updated_at: new Date().toISOString() })
          .where(eq(employees.id, employee.id));
        const attached = await tx
          .update(passEvents)
          .set({ employee_id: employee.id })
          .where(
            and(
              organizationRows(user, passEvents.landlord_id),
              eq(passEvents.card, card),
              isNull(passEvents.employee_id),
            ),
          )
          .returning({ id: passEvents.id });
        await recordAudit(tx, {
          user,
          landlordId,
          entity: 'employee',
          entityId: employee.id,
          action: 'update',
          before: { pass_card: employee.pass_card },
          after: { pass_card: card },
        });
        return { attached: attached.length };
      });
    },
  );
};
