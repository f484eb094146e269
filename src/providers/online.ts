import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/**
 * Whether the browser says this device has a network (`navigator.onLine`): false means surely
 * offline (the app then runs from the service worker's copy), true only that a network exists.
 */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Whether this page is the service worker's kept copy, served because the network failed
 * (`<meta name="offline-copy">`, written by `public/firebase-messaging-sw.js`).
 */
export const openedOffline = () =>
  typeof document !== 'undefined' && document.querySelector('meta[name="offline-copy"]') !== null;
