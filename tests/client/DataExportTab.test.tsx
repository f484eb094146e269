import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import DataExportTab from '../../src/admin/settings/DataExportTab';
import { settingsTabsOf } from '../../src/admin/settings/settingsTabs';
import { fullAccess } from '../../src/domain/access';
import type { CurrentUser } from '../../src/domain/user';
import { loadModuleMessages } from '../../src/i18n/moduleMessages';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { renderStaff } from './renderStaff';
import { server } from './setup';
import { landlord } from './taskFixtures';

// The tab is shown here without its page, which loads the settings' texts.
beforeAll(() => loadModuleMessages('settings', 'ru'));

const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  session.reset();
  Object.assign(URL, objectUrls);
  vi.restoreAllMocks();
});

/** The files the page saved (the link it clicked), by their names. */
const savedFiles = () => {
  Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
};

const employee = (settings: 'main' | 'intermediate') =>
  ({
    ...landlord,
    id: 9,
    role: 'employee',
    employee_id: 4,
    access: { ...fullAccess(), settings },
  }) as CurrentUser;

describe('Settings → data export', () => {
  it('is a tab of the owner and of an employee with full settings access only', () => {
    expect(settingsTabsOf(landlord)).toContain('data-export');
    expect(settingsTabsOf(employee('main'))).toContain('data-export');
    expect(settingsTabsOf(employee('intermediate'))).not.toContain('data-export');
  });

  it('says what the archive holds and downloads it, the button busy meanwhile', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = 0;
    server.use(
      http.get('/api/download/organization', async () => {
        asked++;
        await answered;
        return new HttpResponse(new Uint8Array([80, 75, 5, 6]), {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="organization-1-2026-11-28.zip"',
          },
        });
      }),
    );
    const saved = savedFiles();
    setToken('token-1', false);
    await renderStaff(<DataExportTab />, landlord);
    expect(await screen.findByRole('heading', { name: 'Все данные организации' })).toBeVisible();
    expect(screen.getByText(/загруженные файлы — в папке files/)).toBeVisible();
    expect(screen.getByText(/manifest\.json/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Скачать архив' }));
    const busy = await screen.findByRole('button', { name: /Готовим архив…/ });
    expect(busy).toBeDisabled();
    expect(asked).toBe(1);
    answer();
    await waitFor(() => expect(saved).toEqual(['organization-1-2026-11-28.zip']));
    expect(await screen.findByRole('button', { name: 'Скачать архив' })).toBeEnabled();
  });

  it('says in words that another export of the organization is still running', async () => {
    server.use(
      http.get('/api/download/organization', () =>
        HttpResponse.json(
          {
            code: 'EXPORT_RUNNING',
            message: 'An export of this organization is running',
            reason: 'app.settings.export.running',
          },
          { status: 409 },
        ),
      ),
    );
    setToken('token-1', false);
    await renderStaff(<DataExportTab />, landlord);
    await userEvent.click(await screen.findByRole('button', { name: 'Скачать архив' }));
    expect(
      await screen.findByText(
        'Архив этой организации уже готовится. Дождитесь окончания и повторите.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Скачать архив' })).toBeEnabled();
  });
});
