import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mayReadAllLeases, PLAN_STATES, rentRollQuery } from '../../../src/domain/leaseReports';
import { idParams } from '../../../src/domain/validation';
import type { AuthUser } from '../../lib/authUser';
import { forbidden } from '../../lib/errors';
import { currentUser } from '../../plugins/access';
import { almatyDay } from '../dashboard/periods';
import { readPlan, readRentRoll } from './reportQueries';

const tags = ['contracts'];

/** The rent roll and the stacking plan show every lease of the organization (`mayReadAllLeases`). */
const readsAllLeases = (user: AuthUser) => {
  if (!mayReadAllLeases(user)) throw forbidden();
  return user;
};

const rentRollRow = z.object({
  object_id: z.number(),
  object_name: z.string(),
  floor: z.number(),
  rooms: z.array(z.string()),
  area: z.number(),
  contract_id: z.number().nullable(),
  number: z.string().nullable(),
  renter_id: z.number().nullable(),
  renter: z.string().nullable(),
  rate_per_m2: z.number().nullable(),
  rent: z.number().nullable(),
  ends_on: z.string().nullable(),
});

const totals = z.object({
  occupied_area: z.number(),
  vacant_area: z.number(),
  occupancy: z.number().nullable(),
  rent: z.number(),
  average_rate: z.number().nullable(),
});

const planRoom = z.object({
  id: z.number(),
  number: z.string(),
  area: z.number(),
  state: z.enum(PLAN_STATES),
  contract_id: z.number().nullable(),
  renter: z.string().nullable(),
  ends_on: z.string().nullable(),
  rent: z.number().nullable(),
});

/** `GET /api/contracts/rent-roll` and `GET /api/objects/{id}/plan`. */
export const contractReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/contracts/rent-roll',
    {
      preValidation: app.requireAccess('contracts', 'list'),
      schema: {
        tags,
        summary: 'The month’s leases and vacant rooms with the rent due, per object and in total',
        querystring: rentRollQuery,
        response: {
          200: z.object({
            month: z.string(),
            rows: z.array(rentRollRow),
            objects: z.array(
              z.object({ object_id: z.number(), object_name: z.string(), ...totals.shape }),
            ),
            totals,
          }),
        },
      },
    },
    async (request) => {
      const { month, object_id } = request.query;
      const user = readsAllLeases(currentUser(request));
      return readRentRoll(await app.reportDb(request), user, month, object_id);
    },
  );

  app.get(
    '/api/objects/:id/plan',
    {
      preValidation: app.requireAccess('contracts', 'list'),
      schema: {
        tags,
        params: idParams,
        summary: 'The object’s floors and rooms, each coloured by its lease today',
        response: {
          200: z.object({
            object_id: z.number(),
            name: z.string(),
            floors: z.array(z.object({ floor: z.number(), rooms: z.array(planRoom) })),
          }),
        },
      },
    },
    async (request) => {
      const user = readsAllLeases(currentUser(request));
      return readPlan(app.db, user, request.params.id, almatyDay(new Date()));
    },
  );
};
