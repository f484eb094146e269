import { httpJson } from '../providers/http';

/** This device's token as last registered with the server, for logout to forget it. */
export const TOKEN_KEY = 'push-token';

export type PushPermission = NotificationPermission | 'unsupported';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  'PushManager' in window;

export const pushPermission = (): PushPermission =>
  pushSupported() ? Notification.permission : 'unsupported';

export const deviceToken = () => localStorage.getItem(TOKEN_KEY);

/** At logout, before the session ends: the server forgets this device for this user. */
export const forgetDevice = async () => {
  const token = deviceToken();
  if (!token) return;
  localStorage.removeItem(TOKEN_KEY);
  await httpJson('/set-fcm-token', { method: 'DELETE', body: { fcm_token: token } }).catch(
    () => undefined,
  );
};
