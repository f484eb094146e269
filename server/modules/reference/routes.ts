import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  objectTypeInput,
  SOCIAL_ICONS,
  socialNetworkInput,
  socialNetworkSchema,
} from '../../../src/domain/reference';
import { objectTypes, socialNetworks } from '../../db/schema';
import { crudRoutes } from '../../lib/crud';

const localized = (column: typeof objectTypes.name | typeof socialNetworks.name) => ({
  name: sql`${column}->>'ru'`,
  search: [sql`${column}->>'ru'`, sql`${column}->>'kk'`, sql`${column}->>'en'`],
});

/** Object types: a global list the superadmin keeps; every signed-in user reads it. */
export const objectTypeRoutes = crudRoutes({
  resource: 'type-object',
  path: '/api/type-object',
  table: objectTypes,
  id: objectTypes.id,
  input: objectTypeInput,
  tags: ['reference'],
  list: {
    idColumn: objectTypes.id,
    defaultSort: ['name', 'ASC'],
    sortable: { id: objectTypes.id, name: localized(objectTypes.name).name },
    search: localized(objectTypes.name).search,
  },
});

/** Social networks shown on the public site; the superadmin keeps them. */
export const socialNetworkRoutes = crudRoutes({
  resource: 'social-network',
  path: '/api/social-network',
  table: socialNetworks,
  id: socialNetworks.id,
  input: socialNetworkInput,
  tags: ['reference'],
  list: {
    idColumn: socialNetworks.id,
    defaultSort: ['sort_order', 'ASC'],
    sortable: {
      id: socialNetworks.id,
      sort_order: socialNetworks.sort_order,
      name: localized(socialNetworks.name).name,
    },
    filters: { icon: { column: socialNetworks.icon, type: 'string', values: SOCIAL_ICONS } },
    search: [...localized(socialNetworks.name).search, socialNetworks.url],
  },
});

/** `GET /api/public/social-networks`: for the public site's footer, no sign-in. */
export const publicSocialNetworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['public'], response: { 200: z.array(socialNetworkSchema) } };
  app.get('/api/public/social-networks', { schema }, async () =>
    app.db
      .select({
        id: socialNetworks.id,
        name: socialNetworks.name,
        url: socialNetworks.url,
        icon: socialNetworks.icon,
      })
      .from(socialNetworks)
      .orderBy(asc(socialNetworks.sort_order), asc(socialNetworks.id)),
  );
};
