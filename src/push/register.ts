import { httpJson } from '../providers/http';
import { type FirebaseWebConfig, firebaseWebConfig } from './config';
import { pushPermission, pushSupported, TOKEN_KEY } from './device';

/**
 * The app's service worker (`public/firebase-messaging-sw.js`): push, and the offline copy of
 * the app (its page and files). One registration for both, over the whole site.
 */
export const PUSH_WORKER_URL = '/firebase-messaging-sw.js';
export const APP_WORKER_SCOPE = '/';
/** How long a registration waits for its worker to become active before going on without. */
const READY_WAIT_MS = 30_000;
/** Where earlier builds registered the push worker alone (it controlled no page). */
const LEGACY_PUSH_SCOPE = '/firebase-cloud-messaging-push-scope';

/**
 * This build, as the worker's `?v=`: the app's version and its entry file's hash, which changes
 * with any of the app's files. A new build is a new worker, which drops the older copies.
 */
export const buildId = () => {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';
  const file = entry.match(/\/assets\/([\w.-]+)\.js$/)?.[1] ?? 'dev';
  return `${__APP_VERSION__}-${file}`;
};

export const appWorkerUrl = () => `${PUSH_WORKER_URL}?v=${encodeURIComponent(buildId())}`;

/** This site's app files among `entries` (paths). */
const appFiles = (entries: PerformanceEntryList) =>
  entries
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);

/**
 * Asks the worker controlling this page to keep the app files the page runs, so the screens
 * opened before it took over open offline too: those run so far once it controls the page (at
 * once, or when it takes over), then each one as it loads — a file already on its way when the
 * worker took over came from the network, not through it. The worker skips those it has.
 * Once per page (push registers the worker again).
 */
let keeping = false;
const keepLoadedAssets = () => {
  if (keeping) return;
  keeping = true;
  const { serviceWorker } = navigator;
  const ask = (urls: string[]) => {
    if (urls.length) serviceWorker.controller?.postMessage({ type: 'keep', urls });
  };
  const askForAll = () => ask(appFiles(performance.getEntriesByType?.('resource') ?? []));
  if (serviceWorker.controller) askForAll();
  else serviceWorker.addEventListener('controllerchange', askForAll, { once: true });
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => ask(appFiles(list.getEntries()))).observe({ type: 'resource' });
};

/**
 * Registers the app's worker for this build (a signed-in user's every start: the worker then
 * keeps the app for offline use, push or not) and drops the push-only registration of earlier
 * builds, whose subscription would deliver every message twice. Resolves once it is active (or
 * after 30 s); null where the browser has no service workers or refuses one.
 */
export const registerAppWorker = async (): Promise<ServiceWorkerRegistration | null> => {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(
      registrations
        .filter((r) => new URL(r.scope).pathname === LEGACY_PUSH_SCOPE)
        .map((r) => r.unregister()),
    );
    const registration = await navigator.serviceWorker.register(appWorkerUrl(), {
      scope: APP_WORKER_SCOPE,
    });
    // Active once it has kept the app's files; a worker that never gets there holds up nobody.
    const ready = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<ServiceWorkerRegistration>((resolve) =>
        setTimeout(() => resolve(registration), READY_WAIT_MS),
      ),
    ]);
    keepLoadedAssets();
    return ready;
  } catch {
    return null;
  }
};

/** Loads Firebase (its own chunks, only now) and gets this device's token for our worker. */
const fetchToken = async (config: FirebaseWebConfig) => {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) throw new PushUnavailable('unsupported');
  const app = getApps()[0] ?? initializeApp(config);
  const registration = await registerAppWorker();
  if (!registration) throw new PushUnavailable('unsupported');
  return messaging.getToken(messaging.getMessaging(app), {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: registration,
  });
};

/** Why push cannot be turned on here: the build has no Firebase, no browser support, or a "no". */
export class PushUnavailable extends Error {
  constructor(readonly reason: 'off' | 'unsupported' | 'denied') {
    super(reason);
  }
}

const register = async (config: FirebaseWebConfig) => {
  const token = await fetchToken(config);
  const previous = localStorage.getItem(TOKEN_KEY);
  await httpJson('/set-fcm-token', { method: 'POST', body: { fcm_token: token } });
  localStorage.setItem(TOKEN_KEY, token);
  // A new subscription (the worker moved, or the browser renewed it): the old token is dead.
  if (previous && previous !== token) {
    await httpJson('/set-fcm-token', { method: 'DELETE', body: { fcm_token: previous } }).catch(
      () => undefined,
    );
  }
  return token;
};

/**
 * Turns push on for this device: asks the browser's permission (call it from a click), then
 * registers the worker, gets the token and gives it to the server. Returns the token.
 */
export const enablePush = async () => {
  const config = firebaseWebConfig();
  if (!config) throw new PushUnavailable('off');
  if (!pushSupported()) throw new PushUnavailable('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushUnavailable('denied');
  return register(config);
};

/**
 * At the app's start: a device whose user already allowed notifications registers its current
 * token for whoever is signed in now, without asking anything. Never fails the app.
 */
export const resumePush = async () => {
  const config = firebaseWebConfig();
  if (!config || pushPermission() !== 'granted') return;
  await register(config).catch(() => undefined);
};
