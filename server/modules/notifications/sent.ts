import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  NOTIFICATION_FILE_MAX_MB,
  NOTIFICATION_MAX_FILES,
  NOTIFICATION_MAX_RECIPIENTS,
  NOTIFICATION_MESSAGE_MAX,
  notificationInput,
} from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { notificationRecipients, notifications, users } from '../../db/schema';
import { filesOf } from '../../lib/attachments';
import { recordAudit } from '../../lib/audit';
import type { AuthUser } from '../../lib/authUser';
import { notFound } from '../../lib/errors';
import { parseFields, readPublicForm, storeFormUploads } from '../../lib/publicForm';
import { recordRoute } from '../../lib/recordRoutes';
import { resolveSecret } from '../../lib/secrets';
import { currentUser } from '../../plugins/access';
import { sentCard, sentRow } from './schemas';
import {
  SENT_RESOURCE,
  type SentRow,
  selectSent,
  sentListRoutes,
  sentScope,
  tags,
} from './sentList';
import { NOTIFICATION_ENTITY, notify } from './service';

/** Picked people travel as `recipients[i]`: room for all of them beside the message and audience. */
const MAX_FIELDS = NOTIFICATION_MAX_RECIPIENTS + 10;

/** A sent notification's card: every recipient with their read time, and its files. */
const sentView = async (db: Db, secret: string, user: AuthUser, row: SentRow) => {
  const [recipients, files] = await Promise.all([
    db
      .select({
        user_id: users.id,
        full_name: users.full_name,
        role: users.role,
        read_at: notificationRecipients.read_at,
      })
      .from(notificationRecipients)
      .innerJoin(users, eq(users.id, notificationRecipients.user_id))
      .where(eq(notificationRecipients.notification_id, row.id))
      .orderBy(asc(users.full_name), asc(users.id)),
    filesOf(db, NOTIFICATION_ENTITY, [row.id], { secret, userId: user.id }),
  ]);
  return { ...row, recipients, files: files.get(row.id)?.files ?? [] };
};

/**
 * The sent notifications: the list and its export, the card, and sending (`POST`, multipart:
 * `message`, `audience` or `recipients[i]`, `files[i]`).
 */
export const sentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sentListRoutes);
  const secret = await resolveSecret(app.db, 'file_url_secret');

  const find = async (user: AuthUser, id: number) => {
    const [row] = await selectSent(app.db).where(and(eq(notifications.id, id), sentScope(user)));
    if (!row) throw notFound();
    return row;
  };

  recordRoute(app, {
    path: '/api/employee-notifications/:id',
    access: app.requireAccess(SENT_RESOURCE, 'show'),
    tags,
    response: sentCard,
    find,
    view: (user, row) => sentView(app.db, secret, user, row),
  });

  app.post(
    '/api/employee-notifications',
    {
      preValidation: app.requireAccess(SENT_RESOURCE, 'create'),
      schema: {
        tags,
        summary: 'Send a notification',
        description: `Multipart: \`message\` (≤ ${NOTIFICATION_MESSAGE_MAX}), \`recipients[i]\`: a group (\`all\`, \`employees\`, \`renters\`) or ≤ ${NOTIFICATION_MAX_RECIPIENTS} user ids of the organization (active), never both (400 \`validation.recipients_mixed\` on \`recipients\`); a group may also come as \`audience\`. Examples: \`message=…&recipients[0]=renters\`; \`message=…&recipients[0]=12&recipients[1]=15\`; \`message=…&audience=employees\`. \`files[i]\` (≤ ${NOTIFICATION_MAX_FILES} files of ${NOTIFICATION_FILE_MAX_MB} MB, documents and images, taken from the sender's upload allowance: 429 \`RATE_LIMITED\` or \`UPLOAD_QUOTA\` on \`files\`). The landlord, the superadmin (to landlords' staff: \`all\`, \`employees\` or picked landlord and employee accounts) and employees with notification access.`,
        consumes: ['multipart/form-data'],
        // The row as the list shows it: the card with every recipient is its own read.
        response: { 201: sentRow as z.ZodType },
      },
      bodyLimit: (NOTIFICATION_MAX_FILES * NOTIFICATION_FILE_MAX_MB + 1) * 1024 * 1024,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { fields, uploads } = await readPublicForm(request, {
        fileFields: ['files'],
        maxFiles: NOTIFICATION_MAX_FILES,
        maxFileBytes: NOTIFICATION_FILE_MAX_MB * 1024 * 1024,
        maxFields: MAX_FIELDS,
      });
      const input = parseFields(notificationInput, fields);
      const landlordId = user.role === 'superadmin' ? null : user.landlord_id;
      const id = await storeFormUploads(
        app.db,
        app.storage,
        { landlordId, uploadedBy: user.id },
        uploads,
        async (tx, stored) => {
          const row = await notify(tx, {
            sender: user,
            landlordId,
            message: input.message,
            audience: input.audience === 'users' ? { users: input.recipients } : input.audience,
            fileIds: stored.map((s) => s.id),
          });
          await recordAudit(tx, {
            user,
            landlordId,
            entity: NOTIFICATION_ENTITY,
            entityId: row.id,
            action: 'create',
            before: null,
            after: row,
          });
          return row.id;
        },
      );
      const [row] = await selectSent(app.db).where(eq(notifications.id, id));
      return reply.status(201).send(row);
    },
  );
};
