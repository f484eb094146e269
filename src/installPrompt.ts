import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event: the browser's own "install this app?" dialog. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
let listening = false;
const listeners = new Set<() => void>();
const set = (next: InstallPromptEvent | null) => {
  offered = next;
  for (const listener of listeners) listener();
};

/**
 * Keeps the browser's offer to install the app (it comes once per page, maybe before the staff
 * app has drawn): the user menu offers it instead of the browser's own banner. Called at start
 * and by the hook; listens once.
 */
export const listenForInstallPrompt = () => {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
};

const subscribe = (listener: () => void) => {
  listenForInstallPrompt();
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the browser offers to install the app now. */
export const useInstallOffered = () =>
  useSyncExternalStore(
    subscribe,
    () => offered !== null,
    () => false,
  );

/** Shows the browser's install dialog; an offer serves once, whatever the answer. */
export const promptInstall = async () => {
  const event = offered;
  if (!event) return null;
  set(null);
  await event.prompt();
  return (await event.userChoice).outcome;
};
