import { useSyncExternalStore } from 'react';
import { ApiError } from './http';
import { type SessionState, session } from './session';

/** Waits between tries of the current user while the server does not answer, in ms. */
export const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

let lost = false;
const listeners = new Set<() => void>();
const setLost = (next: boolean) => {
  if (lost === next) return;
  lost = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the staff app is waiting for the server to answer again. */
export const useConnectionLost = () =>
  useSyncExternalStore(
    subscribe,
    () => lost,
    () => lost,
  );

/** Whether an answer means the session itself is gone (only a 401 does: the spec's rule). */
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Loads the current user until the server answers: a 401 is thrown (signed out), anything else
 * (a dropped connection, a 500) keeps the session, says the connection is lost and tries again
 * after a growing wait, until an answer comes.
 */
export const loadSessionUntilAnswered = async (
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<SessionState> => {
  for (let attempt = 0; ; attempt++) {
    try {
      const state = await session.load();
      setLost(false);
      return state;
    } catch (error) {
      if (signedOut(error)) {
        setLost(false);
        throw error;
      }
      setLost(true);
      const wait = delays[Math.min(attempt, delays.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
};
