import { STORAGE_KEYS } from '../domain/constants';
import { laterLsn, READ_AFTER_HEADER } from '../domain/readAfter';

/**
 * Read-your-writes with a read replica (see `domain/readAfter.ts`): the primary's position after
 * this browser's last write, in local storage so every tab sends the same. The server honours it
 * on any app server; without a replica it never sends one, and nothing is kept.
 */
export const sendReadAfter = (headers: Headers) => {
  const lsn = localStorage.getItem(STORAGE_KEYS.readAfter);
  if (lsn) headers.set(READ_AFTER_HEADER, lsn);
};

/** Keeps the answer's position when it is later than the one kept. */
export const keepReadAfter = (response: Response) => {
  const lsn = response.headers.get(READ_AFTER_HEADER);
  if (!lsn) return;
  const later = laterLsn(localStorage.getItem(STORAGE_KEYS.readAfter), lsn);
  if (later) localStorage.setItem(STORAGE_KEYS.readAfter, later);
};
