import type { AuthProvider } from 'react-admin';
import { type Action, canAccess, moduleOf } from '../domain/access';
import type { CurrentUser } from '../domain/user';
import { forgetDevice } from '../push/device';
import { FIRST_LOGIN_PATH, HOME_PATH, LOGIN_PATH } from '../routes';
import { loadSessionUntilAnswered } from './connection';
import { ApiError, httpJson } from './http';
import { session } from './session';
import { clearToken, getToken, setToken } from './token';
import { signedInLocale } from './userLocale';

/** react-admin's route for a refused page; it sends the user home with a notice. */
const ACCESS_DENIED_PATH = '/access-denied';

export interface LoginParams {
  login: string;
  password: string;
  remember?: boolean;
}

const ACTIONS: Record<string, Action> = { clone: 'create' };

/** Signs in and says where to go: home, or first login for a temporary password. */
export const signIn = async ({ login, password, remember = false }: LoginParams) => {
  const { token, user } = await httpJson<{ token: string; user: CurrentUser }>('/auth/login', {
    method: 'POST',
    body: { login, password, remember },
  });
  setToken(token, remember);
  session.setUser(await signedInLocale(user));
  return { redirectTo: user.must_change_password ? FIRST_LOGIN_PATH : HOME_PATH };
};

/** Whether the user may still open the module page at `pathname` (other pages: yes). */
const mayStay = (user: CurrentUser | null, pathname: string) => {
  const resource = pathname.split('/')[1] ?? '';
  if (!moduleOf(resource)) return true;
  return (
    canAccess(user, { resource, action: 'list' }) || canAccess(user, { resource, action: 'show' })
  );
};

export const authProvider: AuthProvider = {
  login: signIn,
  logout: async () => {
    if (getToken()) {
      // This device's push token first, while the session still says whose it is.
      await forgetDevice();
      await httpJson('/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    clearToken();
    session.reset();
    // A full load of the login page: the next user starts with nothing cached from this one.
    if (window.location.pathname !== LOGIN_PATH) window.location.replace(LOGIN_PATH);
    return false;
  },
  checkAuth: async () => {
    if (!getToken()) {
      session.reset();
      throw { redirectTo: LOGIN_PATH, message: false };
    }
    if (!session.get().user) {
      // Only a 401 signs out: a dropped connection or a server error waits for the server.
      try {
        await loadSessionUntilAnswered();
      } catch {
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    }
  },
  /**
   * Only a 401 signs out. A 403 of a record call reads the session again (levels may have
   * changed): a user who lost the module of the open page is sent away from it, anyone else
   * stays where they are. A custom call's 403 (an `ApiError`) is left to its own message: the
   * http client has already asked the session to refresh, and the page guards follow it.
   */
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      clearToken();
      session.reset();
      throw { redirectTo: LOGIN_PATH, message: 'app.auth.session_expired' };
    }
    if (error?.status === 403 && !(error instanceof ApiError) && session.get().user) {
      const { user } = await session.refresh();
      if (!mayStay(user, window.location.pathname)) {
        throw { redirectTo: ACCESS_DENIED_PATH, logoutUser: false, message: false };
      }
    }
  },
  getIdentity: async () => {
    const user = session.get().user ?? (await loadSessionUntilAnswered()).user;
    if (!user) throw new ApiError(401, {});
    return { id: user.id, fullName: user.full_name };
  },
  getPermissions: async () => session.get().user,
  canAccess: async ({ resource, action, record }) =>
    canAccess(session.get().user, {
      resource,
      action: ACTIONS[action] ?? (action as Action),
      record,
    }),
};
