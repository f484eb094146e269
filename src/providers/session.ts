import { useSyncExternalStore } from 'react';
import type { Role } from '../domain/roles';
import type { CurrentUser } from '../domain/user';
import { api } from './api';

/** What the app knows about who is signed in (spec §4: role guest, bid access true by default). */
export interface SessionState {
  role: Role;
  user: CurrentUser | null;
  hasBidAccess: boolean;
}

const GUEST: SessionState = { role: 'guest', user: null, hasBidAccess: true };
let state: SessionState = GUEST;
const listeners = new Set<() => void>();

const set = (next: SessionState) => {
  state = next;
  for (const listener of listeners) listener();
};

export const session = {
  get: () => state,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Resetting returns the role to guest and bid access to true. */
  reset: () => set(GUEST),
  setUser: (user: CurrentUser) => set({ role: user.role, user, hasBidAccess: state.hasBidAccess }),
  /**
   * Loads the current user, then (for an employee) the bid access. A failed bid-access check is
   * logged and access defaults to allowed; a failed user load is logged and rethrown.
   */
  load: async (): Promise<SessionState> => {
    let user: CurrentUser;
    try {
      user = await api<CurrentUser>('/user');
    } catch (error) {
      console.error('Loading the current user failed', error);
      set({ ...GUEST });
      throw error;
    }
    let hasBidAccess = true;
    if (user.role === 'employee') {
      try {
        hasBidAccess = (await api<{ has_access: boolean }>('/type-request/check-bid-access'))
          .has_access;
      } catch (error) {
        console.error('Checking bid access failed; allowing', error);
        hasBidAccess = true;
      }
    }
    set({ role: user.role, user, hasBidAccess });
    return state;
  },
};

export const useSession = () => useSyncExternalStore(session.subscribe, session.get, session.get);
