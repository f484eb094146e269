import { httpJson } from '../providers/http';
import { type FirebaseWebConfig, firebaseWebConfig } from './config';
import { pushPermission, pushSupported, TOKEN_KEY } from './device';

/** The push service worker (`public/firebase-messaging-sw.js`) and the scope it works in. */
export const PUSH_WORKER_URL = '/firebase-messaging-sw.js';
const PUSH_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/** Loads Firebase (its own chunks, only now) and gets this device's token for our worker. */
const fetchToken = async (config: FirebaseWebConfig) => {
  const [{ initializeApp, getApps }, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await messaging.isSupported())) throw new PushUnavailable('unsupported');
  const app = getApps()[0] ?? initializeApp(config);
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, {
    scope: PUSH_WORKER_SCOPE,
  });
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
  await httpJson('/set-fcm-token', { method: 'POST', body: { fcm_token: token } });
  localStorage.setItem(TOKEN_KEY, token);
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
