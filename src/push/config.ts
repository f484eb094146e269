/** The Firebase web app's settings, read from the build's `VITE_FIREBASE_*` variables. */
export interface FirebaseWebConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

/** The settings when every one is set, else null: push is off in this build. */
export const firebaseWebConfig = (): FirebaseWebConfig | null => {
  const env = import.meta.env;
  const config = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
  };
  return Object.values(config).every((v) => typeof v === 'string' && v.length > 0)
    ? (config as FirebaseWebConfig)
    : null;
};
