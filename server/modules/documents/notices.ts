import { LOCALES, type Locale } from '../../../src/domain/constants';
import { linkPathOf } from '../../../src/domain/notifications';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import { notify } from '../notifications/service';
import type { DocumentRow } from './service';

const shownDay = (day: string) => day.split('-').reverse().join('.');

/**
 * Tells a letter's responsible person about it (`document_assigned` when it is given to them,
 * `document_due` the day before its reply is due): an inbox notification linking to the letter,
 * pushed to whoever chose pushes. Nobody is told of their own doing.
 */
export const tellResponsible = async (
  db: Db,
  letter: DocumentRow,
  kind: 'document_assigned' | 'document_due',
  senderId: number | null,
) => {
  const to = letter.responsible_id;
  if (to === null || to === senderId) return;
  const key = kind === 'document_assigned' && !letter.due_on ? 'document_assigned_undated' : kind;
  const params = {
    number: letter.number,
    correspondent: letter.correspondent,
    date: letter.due_on ? shownDay(letter.due_on) : '',
  };
  const text = (locale: string) => translate(locale, `app.push.${key}`, params);
  await notify(db, {
    sender: null,
    landlordId: letter.landlord_id,
    message: text('ru'),
    audience: { users: [to] },
    link: { kind: 'document', id: letter.id },
    kind,
    push: {
      event: 'notification',
      title: Object.fromEntries(LOCALES.map((l) => [l, text(l)])) as Record<Locale, string>,
      body: letter.subject,
      link: linkPathOf('document', letter.id),
    },
  });
};
