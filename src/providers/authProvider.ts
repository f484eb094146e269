import type { AuthProvider } from 'react-admin';
import { type Action, canAccess } from '../domain/access';
import type { CurrentUser } from '../domain/user';
import { ApiError, api } from './api';
import { session } from './session';
import { clearToken, getToken, setToken } from './token';

export const LOGIN_PATH = '/auth';
export const HOME_PATH = '/home/index';
export const FIRST_LOGIN_PATH = '/auth/first-login';

export interface LoginParams {
  login: string;
  password: string;
  remember?: boolean;
}

const ACTIONS: Record<string, Action> = { clone: 'create' };

/** Signs in and says where to go: home, or first login for a temporary password. */
export const signIn = async ({ login, password, remember = false }: LoginParams) => {
  const { token, user } = await api<{ token: string; user: CurrentUser }>('/auth/login', {
    method: 'POST',
    body: { login, password, remember },
  });
  setToken(token, remember);
  session.setUser(user);
  return { redirectTo: user.must_change_password ? FIRST_LOGIN_PATH : HOME_PATH };
};

export const authProvider: AuthProvider = {
  login: signIn,
  logout: async () => {
    if (getToken()) await api('/auth/logout', { method: 'POST' }).catch(() => undefined);
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
      try {
        await session.load();
      } catch {
        throw { redirectTo: LOGIN_PATH, message: false };
      }
    }
  },
  /** Only a 401 signs out; a 403 leaves the user where they are. */
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      clearToken();
      session.reset();
      throw { redirectTo: LOGIN_PATH, message: 'app.auth.session_expired' };
    }
  },
  getIdentity: async () => {
    const user = session.get().user ?? (await session.load()).user;
    if (!user) throw new ApiError(401, {});
    return { id: user.id, fullName: user.full_name, avatar: user.organization?.logo };
  },
  getPermissions: async () => session.get().user,
  canAccess: async ({ resource, action, record }) =>
    canAccess(session.get().user, {
      resource,
      action: ACTIONS[action] ?? (action as Action),
      record,
    }),
};
