import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../src/domain/validation';
import { users } from '../../db/schema';
import { currentUser } from '../../plugins/access';
import { assertOwnFiles, filesOf, linkFiles } from '../attachments';
import type { AuthUser } from '../authUser';
import { forbidden } from '../errors';
import { resolveSecret } from '../secrets';
import { type AssignedWork, announceChange, type WorkRecord } from './work';

/** A comment as a module's form sends it: text, and where the module has them a flag or files. */
interface CommentBody {
  text?: string | null;
  internal?: boolean;
  file_ids?: number[];
}

/** How a module's records are read and who may write in their thread. */
export interface CommentRoutes<R extends WorkRecord> {
  /** The record's path: `/api/bids/:id`. */
  path: string;
  tags: string[];
  find: (user: AuthUser, id: number) => Promise<R>;
  read: preValidationHookHandler;
  write: preValidationHookHandler;
  /** Whether the caller plays a part on this record that lets them comment. */
  mayComment: (user: AuthUser, record: R) => boolean;
  body: z.ZodType<CommentBody>;
  /** The answers: a listed comment, and what writing one answers. */
  schemas: { row: z.ZodType; created: z.ZodType };
  /**
   * What writing answers: the comment `listed` as the thread shows it, or the `stored` row with
   * its author's name.
   */
  created: 'listed' | 'stored';
}

/**
 * `GET` and `POST <path>/comments`: a record's thread. Where `work.comments` has `internal`,
 * staff may mark a comment internal and a renter neither reads nor writes one; where
 * `work.commentFiles` is set, a comment carries files (attachments of that entity).
 */
export const commentRoutes = async <R extends WorkRecord>(
  app: FastifyInstance,
  work: AssignedWork,
  opts: CommentRoutes<R>,
) => {
  const secret = await resolveSecret(app.db, 'file_url_secret');
  const table = work.comments;
  const internal = table.internal;

  /** A record's comments (or the one of `commentId`), with their files signed for the reader. */
  const commentsOf = async (user: AuthUser, recordId: number, commentId?: number) => {
    const rows = await app.db
      .select({
        id: table.id,
        author_id: table.author_id,
        author_name: users.full_name,
        text: table.text,
        created_at: table.created_at,
        ...(internal ? { internal } : {}),
      })
      .from(table)
      .leftJoin(users, eq(users.id, table.author_id))
      .where(
        and(
          eq(work.commentOf.column, recordId),
          commentId ? eq(table.id, commentId) : undefined,
          internal && user.role === 'renter' ? eq(internal, false) : undefined,
        ),
      )
      .orderBy(asc(table.created_at), asc(table.id));
    if (!work.commentFiles) return rows;
    const ids = rows.map((r) => r.id as number);
    const files = await filesOf(app.db, work.commentFiles, ids, { secret, userId: user.id });
    return rows.map((r) => ({ ...r, files: files.get(r.id as number)?.files ?? [] }));
  };

  app.get(
    `${opts.path}/comments`,
    {
      preValidation: opts.read,
      schema: { tags: opts.tags, params: idParams, response: { 200: z.array(opts.schemas.row) } },
    },
    async (request) => {
      const user = currentUser(request);
      const record = await opts.find(user, (request.params as { id: number }).id);
      return commentsOf(user, record.id);
    },
  );

  app.post(
    `${opts.path}/comments`,
    {
      preValidation: opts.write,
      config: { idempotent: true },
      schema: {
        tags: opts.tags,
        params: idParams,
        body: opts.body,
        response: { 201: opts.schemas.created },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const record = await opts.find(user, (request.params as { id: number }).id);
      if (!opts.mayComment(user, record)) throw forbidden();
      const body = request.body as CommentBody;
      const fileIds = body.file_ids ?? [];
      const id = await app.createOnce(request, async (tx) => {
        if (work.commentFiles) await assertOwnFiles(tx, user, fileIds, 'file_ids');
        const [row] = await tx
          .insert(table)
          .values({
            landlord_id: record.landlord_id,
            [work.commentOf.key]: record.id,
            author_id: user.id,
            text: body.text,
            ...(internal ? { internal: user.role !== 'renter' && body.internal === true } : {}),
          })
          .returning({ id: table.id });
        const commentId = row.id as number;
        if (work.commentFiles) {
          const owner = { entity: work.commentFiles, landlordId: record.landlord_id };
          await linkFiles(tx, { ...owner, entityId: commentId }, fileIds);
        }
        await announceChange(tx, work, record);
        return commentId;
      });
      if (opts.created === 'listed') {
        const [comment] = await commentsOf(user, record.id, id);
        return reply.status(201).send(comment);
      }
      const [stored] = await app.db.select().from(table).where(eq(table.id, id));
      return reply.status(201).send({ ...stored, author_name: user.full_name });
    },
  );
};
