import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_TRANSITIONS,
  documentStatusInput,
  renterLetterInput,
} from '../../../src/domain/documents';
import { idParams, plainString } from '../../../src/domain/validation';
import { documents, renters } from '../../db/schema';
import { assertOwnFiles, linkFiles } from '../../lib/attachments';
import type { AuthUser } from '../../lib/authUser';
import { forbidden } from '../../lib/errors';
import { searchCondition } from '../../lib/list';
import { allOrNotFound, rowScope } from '../../lib/scope';
import { transitionStatus } from '../../lib/transition';
import { currentUser } from '../../plugins/access';
import { almatyDay } from '../dashboard/periods';
import { registerNumber } from './register';
import { DOCUMENT_ENTITY, documentColumns, recordDocumentEvent } from './service';
import { type DocumentRead, documentRow, readDocuments } from './view';

const tags = ['documents'];
/** How many earlier correspondents the form suggests. */
const CORRESPONDENT_SUGGESTIONS = 10;
type View = (db: never, rows: DocumentRead[], user: AuthUser) => Promise<object[]>;

/** `/api/documents/…`: a letter's moves, earlier correspondents, and a renter's letter. */
export const documentActionRoutes =
  (view: View): FastifyPluginAsyncZod =>
  async (app) => {
    const card = async (user: AuthUser, id: number) => {
      const [row] = await readDocuments(app.db).where(
        and(eq(documents.id, id), rowScope(user, 'documents', documentColumns)),
      );
      const [shown] = allOrNotFound(row ? [row] : [], [id]);
      return (await view(app.db as never, [shown], user))[0] as Record<string, unknown>;
    };

    app.put(
      '/api/documents/:id/status',
      {
        preValidation: app.requireAccess(DOCUMENT_ENTITY, 'work'),
        schema: {
          tags,
          summary: 'Moves a letter on (registered → in work → answered → archived)',
          params: idParams,
          body: documentStatusInput,
          response: { 200: documentRow },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const [before] = await app.db
          .select()
          .from(documents)
          .where(
            and(
              eq(documents.id, request.params.id),
              rowScope(user, 'documents', documentColumns, 'work'),
            ),
          );
        const found = allOrNotFound(before ? [before] : [], [request.params.id])[0];
        const { status, reason } = request.body;
        await app.db.transaction(async (tx) => {
          await transitionStatus(tx, {
            table: documents,
            before: found,
            to: status,
            allowed: DOCUMENT_TRANSITIONS,
            history: (db, after) =>
              recordDocumentEvent(db, after, {
                user_id: user.id,
                type: 'status',
                from_status: found.status,
                to_status: status,
                data: reason ? { reason } : {},
              }),
            audit: { user, entity: DOCUMENT_ENTITY, landlordId: found.landlord_id },
          });
        });
        return card(user, found.id);
      },
    );

    app.get(
      '/api/documents/correspondents',
      {
        preValidation: app.requireAccess(DOCUMENT_ENTITY, 'create'),
        schema: {
          tags,
          summary: 'Names typed as correspondents of earlier letters, the latest first',
          querystring: z.object({ q: plainString(100).default('') }),
          response: { 200: z.array(z.string()) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const rows = await app.db
          .select({ name: documents.correspondent })
          .from(documents)
          .where(
            and(
              rowScope(user, 'documents', documentColumns),
              isNull(documents.renter_id),
              isNull(documents.contractor_id),
              searchCondition([documents.correspondent], request.query.q),
            ),
          )
          .groupBy(documents.correspondent)
          .orderBy(desc(max(documents.registered_on)), asc(documents.correspondent))
          .limit(CORRESPONDENT_SUGGESTIONS);
        return rows.map((r) => r.name);
      },
    );

    app.post(
      '/api/documents/letters',
      {
        preValidation: app.authenticate,
        schema: {
          tags,
          summary: 'A renter’s official letter from its portal, registered as incoming at once',
          body: renterLetterInput,
          response: { 201: documentRow },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        if (user.role !== 'renter' || !user.renter_id || !user.landlord_id) throw forbidden();
        const { renter_id: renterId, landlord_id: landlordId } = user;
        const { subject, summary, file_ids } = request.body;
        await assertOwnFiles(app.db, user, file_ids, 'file_ids');
        const registeredOn = almatyDay(new Date());
        const created = await app.db.transaction(async (tx) => {
          const [renter] = await tx
            .select({ name: sql<string>`coalesce(${renters.outlet_name}, ${renters.legal_name})` })
            .from(renters)
            .where(eq(renters.id, renterId));
          const place = await registerNumber(tx, landlordId, 'incoming', registeredOn);
          const [letter] = await tx
            .insert(documents)
            .values({
              landlord_id: landlordId,
              direction: 'incoming',
              ...place,
              registered_on: registeredOn,
              renter_id: renterId,
              correspondent: renter.name,
              subject,
              summary,
              delivery: 'portal',
              created_by: user.id,
              search_text: [place.number, renter.name, subject, summary].join(' '),
            })
            .returning();
          await linkFiles(
            tx,
            { entity: DOCUMENT_ENTITY, entityId: letter.id, landlordId },
            file_ids,
          );
          await recordDocumentEvent(tx, letter, {
            user_id: user.id,
            type: 'registered',
            to_status: letter.status,
          });
          return letter;
        });
        return reply.status(201).send(await card(user, created.id));
      },
    );
  };
