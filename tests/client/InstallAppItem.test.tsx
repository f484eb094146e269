import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { AppBar } from '../../src/admin/layout/AppBar';
import type { CurrentUser } from '../../src/domain/user';
import { listenForInstallPrompt } from '../../src/installPrompt';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { renderStaff } from './renderStaff';

/** What Chromium fires when the app may be installed: its dialog is `prompt()`. */
const offerInstall = (outcome: 'accepted' | 'dismissed' = 'accepted') => {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
};

const openUserMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /Ким Виктория Олеговна/ }));
  return screen.findByRole('menu');
};

beforeEach(() => {
  setToken('token-1', false);
  listenForInstallPrompt();
  // A desktop screen: the user menu's button carries the user's name.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});
afterEach(() => {
  session.reset();
  vi.unstubAllGlobals();
});

describe('"Install the app" in the user menu', () => {
  it('is not there until the browser offers to install the app', async () => {
    await renderStaff(<AppBar />, demoUser as CurrentUser);
    await openUserMenu();
    expect(await screen.findByRole('menuitem', { name: 'Профиль' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Установить приложение' })).toBeNull();
  });

  it('appears once the browser offers it and opens the browser’s dialog, once', async () => {
    await renderStaff(<AppBar />, demoUser as CurrentUser);
    const { event, prompt } = offerInstall();
    // The browser's own banner gives way to the menu's entry.
    expect(event.defaultPrevented).toBe(true);
    await openUserMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Установить приложение' }));
    expect(prompt).toHaveBeenCalledOnce();
    // An offer serves once: the entry goes with it (and the menu closes).
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'Установить приложение' })).toBeNull(),
    );
    await openUserMenu();
    expect(await screen.findByRole('menuitem', { name: 'Профиль' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Установить приложение' })).toBeNull();
  });

  it('goes away once the app is installed another way, and speaks Kazakh', async () => {
    localStorage.setItem('selected-language', 'kk');
    await renderStaff(<AppBar />, demoUser as CurrentUser);
    offerInstall();
    await openUserMenu();
    expect(await screen.findByRole('menuitem', { name: 'Қолданбаны орнату' })).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: 'Қолданбаны орнату' })).toBeNull(),
    );
  });
});
