import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess } from '../../../src/domain/access';
import { optionalReferenceId } from '../../../src/domain/validation';
import { currentUser } from '../../plugins/access';
import type { AuthUser } from '../authUser';
import { badRequest, forbidden } from '../errors';
import { ownLandlordId } from '../scope';
import { executorsOf, type PeopleOf } from './executors';

/** A person a picker offers to execute a record. */
const executorRow = z.object({
  id: z.number(),
  name: z.string(),
  department: z.string().nullable(),
});

const executorsQuery = z.object({
  landlord_id: optionalReferenceId().describe(
    'The organization whose people to list: the superadmin’s, who has none; ignored for others',
  ),
});

/**
 * Whose people: the caller's own organization; the superadmin, who has none, names one.
 * Anyone else's `landlord_id` is ignored.
 */
const organizationOf = (user: AuthUser, landlordId: number | null) => {
  if (user.role !== 'superadmin') return ownLandlordId(user);
  if (!landlordId) throw badRequest({ landlord_id: 'validation.required' });
  return landlordId;
};

/**
 * `GET <path>`: the people who may be given a record of `work` to execute, for the pickers of
 * those who give it (a level that creates or assigns records) and for the superadmin's filters.
 * Register it inside the module's authenticated scope.
 */
export const executorsRoute =
  (work: PeopleOf & { resource: string }, path: string, tags: string[]): FastifyPluginAsyncZod =>
  async (app) => {
    /** Staff who give records (a level that creates or assigns them), and the superadmin. */
    const mayPick = async (request: FastifyRequest) => {
      const user = currentUser(request);
      const gives = (['create', 'manage'] as const).some((action) =>
        canAccess(user, { resource: work.resource, action }),
      );
      const staff = user.role === 'landlord' || user.role === 'employee';
      if (user.role !== 'superadmin' && !(staff && gives)) throw forbidden();
    };

    app.get(
      path,
      {
        preValidation: mayPick,
        schema: {
          tags,
          summary:
            'Who may be given one to execute: the organization’s owners and executing employees',
          querystring: executorsQuery,
          response: { 200: z.array(executorRow) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return executorsOf(app.db, work, organizationOf(user, request.query.landlord_id));
      },
    );
  };
