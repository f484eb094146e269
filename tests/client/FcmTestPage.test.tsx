import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import { FcmTestPage } from '../../src/admin/push/FcmTestPage';
import type { CurrentUser } from '../../src/domain/user';
import { authProvider } from '../../src/providers/authProvider';
import { session } from '../../src/providers/session';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const messaging = vi.hoisted(() => ({
  isSupported: vi.fn(async () => true),
  getMessaging: vi.fn(() => ({ name: 'messaging' })),
  getToken: vi.fn(async () => 'device-token:APA91b-from-firebase'),
}));
vi.mock('firebase/messaging', () => messaging);
vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: vi.fn((config: object) => ({ config })),
}));

const landlord = { ...demoUser, id: 2, login: 'landlord', role: 'landlord' } as CurrentUser;

const FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'AIzaSy-test',
  VITE_FIREBASE_PROJECT_ID: 'arenda-push',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'BPublicVapidKey',
};

/**
 * A browser with notifications, service workers and push, as jsdom has none; it still has the
 * push-only registration of an earlier build.
 */
const browserWithPush = (permission: NotificationPermission = 'default') => {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const registration = { scope: `${window.location.origin}/`, active: { postMessage: vi.fn() } };
  const register = vi.fn(async () => registration);
  const legacy = {
    scope: `${window.location.origin}/firebase-cloud-messaging-push-scope`,
    unregister: vi.fn(async () => true),
  };
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      getRegistrations: async () => [legacy],
      ready: Promise.resolve(registration),
      // Not controlled yet: the app asks the worker to keep its files once it takes over.
      controller: null,
      addEventListener: vi.fn(),
    },
  });
  return { requestPermission, register, legacy };
};

const answer = (configured: boolean, test: object) => {
  const sent: { method: string; body: unknown }[] = [];
  server.use(
    http.get('/api/push/status', () => HttpResponse.json({ configured, devices: 0 })),
    http.post('/api/push/test', () => HttpResponse.json(test)),
    http.all('/api/set-fcm-token', async ({ request }) => {
      sent.push({ method: request.method, body: await request.json() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
};

afterEach(() => {
  session.reset();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('/fcm-test', () => {
  it('says push is off on both sides, how to turn it on, and what a test push did', async () => {
    answer(false, { result: 'off', devices: 0, error: null });
    await renderStaff(<FcmTestPage />, landlord);

    expect(
      await screen.findByText(/push-уведомления выключены: не заданы учётные данные Firebase/),
    ).toBeInTheDocument();
    expect(screen.getByText(/не настроено для Firebase/)).toBeInTheDocument();
    expect(
      screen.getByText(/Как включить: задайте при сборке приложения переменные VITE_FIREBASE_\*/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Push-уведомления не настроены в этой сборке приложения.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Включить на этом устройстве' })).toBeNull();
    expect(screen.getByText(/не поддерживается/)).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Отправить мне пробное уведомление' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Не отправлено: на сервере push-уведомления выключены.',
    );
  });

  it('asks permission only on the button, registers the token and sends a test push', async () => {
    for (const [name, value] of Object.entries(FIREBASE_ENV)) vi.stubEnv(name, value);
    const { requestPermission, register, legacy } = browserWithPush();
    const sent = answer(true, { result: 'sent', devices: 1, error: null });
    await renderStaff(<FcmTestPage />, landlord);

    expect(await screen.findByText(/отправляет push-уведомления через Firebase/)).toBeVisible();
    expect(screen.getByText(/настроено для Firebase \(проект arenda-push\)/)).toBeVisible();
    expect(screen.queryByText(/Как включить/)).toBeNull();
    expect(screen.getByText(/ещё не запрошено/)).toBeVisible();
    expect(screen.getByText(/Токена ещё нет/)).toBeVisible();
    expect(requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Включить на этом устройстве' }));

    expect(await screen.findByRole('textbox', { name: 'Токен этого устройства' })).toHaveValue(
      'device-token:APA91b-from-firebase',
    );
    expect(requestPermission).toHaveBeenCalledOnce();
    // The app's one worker (push and the offline copy), named by this build, over the site; the
    // push-only registration of earlier builds goes, or every push would arrive twice.
    expect(register).toHaveBeenCalledWith(
      expect.stringMatching(/^\/firebase-messaging-sw\.js\?v=0\.0\.0-test-/),
      { scope: '/' },
    );
    expect(legacy.unregister).toHaveBeenCalledOnce();
    expect(messaging.getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: 'BPublicVapidKey',
      serviceWorkerRegistration: expect.objectContaining({ scope: expect.any(String) }),
    });
    expect(sent).toEqual([
      { method: 'POST', body: { fcm_token: 'device-token:APA91b-from-firebase' } },
    ]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Отправить мне пробное уведомление' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Отправлено на устройства: 1.');
  });

  it('explains a refused permission and registers nothing', async () => {
    for (const [name, value] of Object.entries(FIREBASE_ENV)) vi.stubEnv(name, value);
    const { requestPermission } = browserWithPush();
    requestPermission.mockResolvedValue('denied');
    const sent = answer(true, { result: 'no_devices', devices: 0, error: null });
    await renderStaff(<FcmTestPage />, landlord);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Включить на этом устройстве' }),
    );

    expect(await screen.findByText(/Браузер запретил уведомления/)).toBeVisible();
    expect(sent).toEqual([]);
  });
});

describe('logout', () => {
  it("forgets this device's push token on the server before the session ends", async () => {
    const calls: string[] = [];
    server.use(
      http.delete('/api/set-fcm-token', async ({ request }) => {
        calls.push(`DELETE set-fcm-token ${JSON.stringify(await request.json())}`);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('/api/auth/logout', () => {
        calls.push('POST logout');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    vi.stubGlobal('location', { ...window.location, pathname: '/home/index', replace: vi.fn() });
    localStorage.setItem('token', 't');
    localStorage.setItem('push-token', 'device-token:old');
    await authProvider.logout({});
    expect(calls).toEqual(['DELETE set-fcm-token {"fcm_token":"device-token:old"}', 'POST logout']);
    await waitFor(() => expect(localStorage.getItem('push-token')).toBeNull());
  });
});
