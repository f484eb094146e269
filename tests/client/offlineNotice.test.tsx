import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionBanner } from '../../src/admin/layout/ConnectionBanner';
import { AuthApp } from '../../src/auth/AuthApp';
import { loadCatalogue } from '../../src/i18n/translate';
import { loadSessionUntilAnswered } from '../../src/providers/connection';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const OFFLINE_RU = 'Нет интернета: открыта сохранённая копия приложения.';
const OFFLINE_KK = 'Интернет жоқ: қолданбаның сақталған көшірмесі ашылды.';

/** The browser says whether it has a network, and tells the page when that changes. */
const goOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => {
  vi.restoreAllMocks();
  session.reset();
  document.head.innerHTML = '';
});

describe('the offline notice', () => {
  it('says the device is offline while the browser has no network, and goes with it', async () => {
    await renderStaff(<ConnectionBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    goOnline(false);
    expect(await screen.findByText(OFFLINE_RU)).toBeVisible();
    goOnline(true);
    await waitFor(() => expect(screen.queryByText(OFFLINE_RU)).toBeNull());
  });

  it('says so in Kazakh on the service worker’s kept copy while the server does not answer', async () => {
    localStorage.setItem('selected-language', 'kk');
    setToken('token-1', false);
    // The kept page, as the worker serves it without a network (`navigator.onLine` may not know).
    document.head.innerHTML = '<meta name="offline-copy" content="1" />';
    server.use(http.get('/api/user', () => HttpResponse.error()));
    await renderStaff(<ConnectionBanner />);
    void loadSessionUntilAnswered([60_000]);
    expect(await screen.findByText(OFFLINE_KK)).toBeVisible();
  });

  it('shows on the sign-in page opened offline', async () => {
    goOnline(false);
    render(<AuthApp initial={{ locale: 'kk', messages: await loadCatalogue('kk') }} />);
    expect(await screen.findByRole('status')).toHaveTextContent(OFFLINE_KK);
  });
});
