import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import DocumentPrefixesTab from '../../src/admin/settings/DocumentPrefixesTab';
import { loadModuleMessages } from '../../src/i18n/moduleMessages';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord } from './taskFixtures';

// The tab is shown here without its page, which loads the settings' texts.
beforeAll(() => loadModuleMessages('settings', 'ru'));

/** The tab over a server holding the defaults, refusing a prefix with a space; what it was sent. */
const openTab = async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/documents/prefixes', () =>
      HttpResponse.json({ incoming: 'ВХ', outgoing: 'ИСХ' }),
    ),
    http.put('/api/documents/prefixes', async ({ request }) => {
      const body = (await request.json()) as { incoming: string; outgoing: string };
      sent.push(body);
      if (body.incoming.includes(' ')) {
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            errors: { incoming: 'validation.document_prefix' },
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(body);
    }),
  );
  setToken('token-1', false);
  await renderStaff(<DocumentPrefixesTab />, landlord);
  return sent;
};

afterEach(() => session.reset());

describe('the register’s prefixes in Settings', () => {
  it('shows the next number, names a refused prefix at its field, and saves a good one', async () => {
    const sent = await openTab();
    const incoming = await screen.findByRole('textbox', { name: 'Префикс входящих' });
    const year = new Date().getFullYear();
    expect(screen.getByText(`Первое письмо года: ВХ-${year}-0001`)).toBeVisible();
    await userEvent.clear(incoming);
    await userEvent.type(incoming, 'ВХ 1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Префикс — до 10 букв и цифр, без пробелов и знаков'),
    ).toBeVisible();
    await userEvent.clear(incoming);
    await userEvent.type(incoming, 'ВхД');
    expect(screen.getByText(`Первое письмо года: ВхД-${year}-0001`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ incoming: 'ВхД', outgoing: 'ИСХ' });
    expect(await screen.findByText('Префиксы сохранены')).toBeVisible();
  });
});
