import { useSyncExternalStore } from 'react';
import type { Role } from '../domain/roles';
import type { CurrentUser } from '../domain/user';
import { httpJson, onApiForbidden } from './http';

/**
 * What the app knows about who is signed in (spec §4: role guest by default). Bid access is not
 * kept here: `hasBidAccess(user)` reads it from the user's levels.
 */
export interface SessionState {
  role: Role;
  user: CurrentUser | null;
}

/** The least time between two reads of the session by `refresh`. */
export const REFRESH_INTERVAL_MS = 3000;

const GUEST: SessionState = { role: 'guest', user: null };
let state: SessionState = GUEST;
let loadedAt = 0;
let refreshing: Promise<SessionState> | null = null;
/** Bumped when another user signs in or out: a refresh begun before then is dropped. */
let generation = 0;
const listeners = new Set<() => void>();

const set = (next: SessionState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** The current user (`GET /api/user`). */
const fetchState = async (): Promise<SessionState> => {
  const user = await httpJson<CurrentUser>('/user');
  return { role: user.role, user };
};

export const session = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Resetting returns the role to guest. */
  reset: () => {
    generation += 1;
    refreshing = null;
    loadedAt = 0;
    set(GUEST);
  },
  setUser: (user: CurrentUser) => {
    generation += 1;
    refreshing = null;
    loadedAt = Date.now();
    set({ role: user.role, user });
  },
  /** Loads the session; a failed user load is logged, returns to guest and is rethrown. */
  load: async (): Promise<SessionState> => {
    loadedAt = Date.now();
    try {
      set(await fetchState());
    } catch (error) {
      console.error('Loading the current user failed', error);
      set({ ...GUEST });
      throw error;
    }
    return state;
  },
  /**
   * Reads the signed-in user again, as access levels may have changed (the window regained focus,
   * the server refused something): at most once per REFRESH_INTERVAL_MS, so a call soon after a
   * read waits for the interval to pass, and calls meanwhile share that read. A failure keeps the
   * session as it was; a refresh begun before a sign-in or sign-out changes nothing.
   */
  refresh: (): Promise<SessionState> => {
    if (!state.user) return Promise.resolve(state);
    if (refreshing) return refreshing;
    const mine = generation;
    const current = () => generation === mine;
    const wait = loadedAt + REFRESH_INTERVAL_MS - Date.now();
    const due = wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
    refreshing = due
      .then(async () => {
        if (!current()) return;
        loadedAt = Date.now();
        const next = await fetchState();
        if (current()) set(next);
      })
      .catch((error) => console.error('Refreshing the current user failed', error))
      .then(() => {
        if (current()) refreshing = null;
        return state;
      });
    return refreshing;
  },
};

onApiForbidden(() => void session.refresh());

export const useSession = () => useSyncExternalStore(session.subscribe, session.get, session.get);
