import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { and, count, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../server/db/client';
import { attachments, auditLog, files, landlords, visitorMessages } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { badRequest } from '../../server/lib/errors';
import { localStorage } from '../../server/lib/files/storage';
import { publicFormRoute } from '../../server/lib/publicFormRoute';
import { publicLink } from '../../server/lib/publicLinks';
import { checkedSchemaJson } from '../../server/lib/serializers';
import { errorsPlugin } from '../../server/plugins/errors';
import { createTestDatabase, multipartBody, PNG } from './helpers';

const ENTITY = 'visitor-messages';

let database: Database;
let app: FastifyInstance;
let filesDir: string;
let token: string;

/** A form that files a visitor message, or refuses inside its transaction when told to. */
const form = publicFormRoute({
  kind: 'visitor',
  path: 'probe',
  entity: ENTITY,
  schema: z.object({
    text: z.string().min(1, 'validation.required'),
    refuse: z.string().optional(),
  }),
  files: { slots: { photo: 'photo' }, maxFiles: 1, maxFileMb: 1 },
  info: async () => ({ probe: true }),
  infoSchema: z.object({ probe: z.boolean() }),
  values: (_db, input, link) => ({ ...input, landlord_id: link.landlord_id }),
  insert: async (tx, { refuse, text, landlord_id }) => {
    const [row] = await tx
      .insert(visitorMessages)
      .values({ landlord_id, text, category: 'question', status: 'new' })
      .returning();
    if (refuse) throw badRequest({ text: 'validation.invalid' });
    return row;
  },
});

beforeAll(async () => {
  database = await createTestDatabase();
  await seed(database.db, { demo: true });
  const [landlord] = await database.db.select({ id: landlords.id }).from(landlords).limit(1);
  token = (await publicLink(database.db, landlord.id, 'visitor')).token;
  filesDir = await mkdtemp(path.join(tmpdir(), 'arenda-public-form-'));
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(checkedSchemaJson);
  app.decorate('db', database.db);
  app.decorate('storage', localStorage(filesDir));
  await app.register(errorsPlugin);
  await app.register(multipart);
  await app.register(form);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const submit = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/public/probe/${token}`,
    ...multipartBody(fields, [{ field: 'photo', name: 'photo.png', body: PNG }]),
  });

/** What a submission leaves behind: stored bodies, file rows and messages. */
const footprint = async () => ({
  bodies: (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((e) =>
    e.isFile(),
  ).length,
  files: (await database.db.select({ n: count() }).from(files))[0].n,
  messages: (await database.db.select({ n: count() }).from(visitorMessages))[0].n,
});

describe('publicFormRoute', () => {
  it('tells the page whose form it is, and answers 404 for an unknown link', async () => {
    const info = await app.inject({ url: `/api/public/probe/${token}` });
    expect(info.json()).toMatchObject({ landlord: { logo_url: null }, probe: true });
    expect(info.json().landlord.name).toEqual(expect.any(String));
    expect((await app.inject({ url: '/api/public/probe/unknown-token-123' })).statusCode).toBe(404);
  });

  it('keeps no file and no row when the insert refuses after the upload was stored', async () => {
    const before = await footprint();
    const refused = await submit({ text: 'Сломан лифт', refuse: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ text: 'validation.invalid' });
    expect(await footprint()).toEqual(before);
  });

  it('stores the row, links the upload in its slot and writes the audit', async () => {
    const before = await footprint();
    const sent = await submit({ text: 'Спасибо за чистоту' });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json();
    const linked = await database.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.entity, ENTITY), eq(attachments.entity_id, id)));
    expect(linked.map((a) => a.slot)).toEqual(['photo']);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, ENTITY), eq(auditLog.entity_id, id)));
    expect(audit.map((a) => [a.action, a.user_id])).toEqual([['create', null]]);
    expect(await footprint()).toEqual({
      bodies: before.bodies + 1,
      files: before.files + 1,
      messages: before.messages + 1,
    });
  });
});
