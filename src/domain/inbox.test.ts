import { describe, expect, it } from 'vitest';
import ru from '../../i18n/ru';
import { translate } from '../i18n/translate';
import { INBOX_STATUSES, inboxStatusKey } from './inbox';

describe('inbox status names', () => {
  it('agree with each inbox’s noun in Russian: a demo request is «новая», a message «новое»', () => {
    const name = (resource: string) =>
      INBOX_STATUSES.map((s) => translate(ru, 'ru', inboxStatusKey(resource, s)));
    expect(name('demo-requests')).toEqual(['Новая', 'Связались', 'Закрыта']);
    expect(name('support-messages')).toEqual(['Новое', 'Связались', 'Закрыто']);
  });
});
