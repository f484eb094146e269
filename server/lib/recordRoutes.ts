import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { idParams } from '../../src/domain/validation';
import { currentUser } from '../plugins/access';
import type { AuthUser } from './authUser';
import { type StatusMove, type StatusRow, transitionStatus } from './transition';

type Access = preValidationAsyncHookHandler | preValidationAsyncHookHandler[];

export interface RecordRoute<Row> {
  /** `/api/<resource>/:id`. */
  path: string;
  access: Access;
  tags: string[];
  /** The answer: the record as its page shows it. */
  response: z.ZodType;
  /** The row the caller may see (their scope), or 404. */
  find: (user: AuthUser, id: number) => Promise<Row>;
  view: (user: AuthUser, row: Row) => unknown;
}

/** `GET <path>`: the record in the caller's scope (else 404), as its page shows it. */
export const recordRoute = <Row>(app: FastifyInstance, route: RecordRoute<Row>) => {
  app.get(
    route.path,
    {
      preValidation: route.access,
      schema: { tags: route.tags, params: idParams, response: { 200: route.response } },
    },
    async (request) => {
      const user = currentUser(request);
      return route.view(user, await route.find(user, (request.params as { id: number }).id));
    },
  );
};

export interface StatusRoute<Row extends StatusRow, Body extends { status: string }> {
  /** `/api/<resource>/:id/status`. */
  path: string;
  access: Access;
  tags: string[];
  /** The body: the status to move to, and what the move writes beside it. */
  body: z.ZodType<Body>;
  /** The answer: the record as its page shows it. */
  response: z.ZodType;
  /** The row the caller may move (their scope for working it), or 404. */
  find: (user: AuthUser, id: number) => Promise<Row>;
  /** The module's rules for this move: table, transitions, reason, columns, history, audit. */
  move: (before: Row, body: Body, user: AuthUser) => Omit<StatusMove<Row>, 'before' | 'to'>;
  view: (user: AuthUser, after: Row) => unknown;
}

/**
 * `PUT <path>`: finds the row in the caller's scope, moves it in one transaction with
 * `transitionStatus` (409 when the move is closed or another writer moved it first), and
 * answers the record as its page shows it.
 */
export const statusRoute = <Row extends StatusRow, Body extends { status: string }>(
  app: FastifyInstance,
  route: StatusRoute<Row, Body>,
) => {
  app.put(
    route.path,
    {
      preValidation: route.access,
      schema: {
        tags: route.tags,
        params: idParams,
        body: route.body,
        response: { 200: route.response },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body as Body;
      const before = await route.find(user, (request.params as { id: number }).id);
      const after = await app.db.transaction((tx) =>
        transitionStatus(tx, { ...route.move(before, body, user), before, to: body.status }),
      );
      return route.view(user, after);
    },
  );
};
