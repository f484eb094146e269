import { and, eq } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../src/domain/constants';
import { linkPathOf } from '../../../src/domain/notifications';
import type { PushEvent } from '../../../src/domain/push';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { accountActive } from '../../lib/authUser';
import { translate } from '../../lib/i18n';
import { notify, preview } from '../notifications/service';

/** What the product tells about a task: its `app.push.task_*` text and the push's switch. */
const NOTICES = {
  task_assigned: 'task_assigned',
  task_returned: 'notification',
  task_done: 'notification',
  task_due_day: 'task_due',
  task_due_hour: 'task_due',
} as const satisfies Record<string, PushEvent>;
export type TaskNotice = keyof typeof NOTICES;

interface NoticeTask {
  id: number;
  number: number;
  landlord_id: number;
  description: string;
}

/**
 * Tells one person about a task: an inbox notification in their language (kind = the notice)
 * linking to the task, and a push under the notice's own switch. Someone who could not sign in
 * now (`accountActive`: a deleted employee, say) is told nothing. Run it in the caller's
 * transaction.
 */
export const tellAboutTask = async (
  db: Db,
  task: NoticeTask,
  notice: TaskNotice,
  recipientId: number,
) => {
  const [recipient] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(
      and(eq(users.id, recipientId), eq(users.landlord_id, task.landlord_id), accountActive()),
    );
  if (!recipient) return;
  const title = (locale: string) =>
    translate(locale, `app.push.${notice}`, { number: task.number });
  const body = preview(task.description);
  await notify(db, {
    sender: null,
    landlordId: task.landlord_id,
    message: `${title(recipient.locale)}\n${body}`,
    audience: { users: [recipientId] },
    link: { kind: 'task', id: task.id },
    kind: notice,
    push: {
      event: NOTICES[notice],
      title: Object.fromEntries(LOCALES.map((l) => [l, title(l)])) as Record<Locale, string>,
      body,
      link: linkPathOf('task', task.id),
    },
  });
};
