import type { FirebaseCredentials } from '../../config';

/** What one device is sent: data only, so the service worker shows it the same way everywhere. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app (`/requests-journal/view/12`) the notification opens, or none. */
  link: string | null;
}

/** FCM's answer for a token it no longer knows: the token is deleted, never retried. */
export const INVALID_TOKEN_CODES = [
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
] as const;

/** A send FCM refused or that did not answer in time; `code` is FCM's (`messaging/…`). */
export class PushSendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  get invalidToken() {
    return (INVALID_TOKEN_CODES as readonly string[]).includes(this.code);
  }
}

/** Sends one push to one device token; rejects with a `PushSendError`. */
export interface PushTransport {
  send(token: string, payload: PushPayload): Promise<void>;
}

/**
 * Firebase Cloud Messaging through `firebase-admin`, loaded on the first send so that a server
 * without push never loads it.
 */
export const firebaseTransport = (credentials: FirebaseCredentials): PushTransport => {
  let messaging: Promise<import('firebase-admin/messaging').Messaging> | undefined;
  const connect = async () => {
    const { cert, applicationDefault, initializeApp } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    const credential =
      credentials.kind === 'service_account'
        ? cert({
            projectId: credentials.account.project_id,
            clientEmail: credentials.account.client_email,
            privateKey: credentials.account.private_key,
          })
        : applicationDefault();
    return getMessaging(initializeApp({ credential }, `arenda-push-${Date.now()}`));
  };
  return {
    send: async (token, payload) => {
      messaging ??= connect().catch((error) => {
        messaging = undefined;
        throw error;
      });
      try {
        const client = await messaging;
        await client.send({
          token,
          data: { title: payload.title, body: payload.body, link: payload.link ?? '' },
          webpush: { headers: { Urgency: 'high' } },
        });
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new PushSendError(
          typeof code === 'string' ? code : 'messaging/unknown-error',
          error instanceof Error ? error.message : String(error),
        );
      }
    },
  };
};
