import { STORAGE_KEYS, TOKEN_TTL_HOURS } from '../domain/constants';

/**
 * The `signed-in` hint cookie (set for the browser session, or as long as a remembered token;
 * `max-age=0` clears it).
 */
const hintCookie = (value: string, maxAge: number | null) => {
  const lifetime = maxAge === null ? '' : `; max-age=${maxAge}`;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain hint cookie, no Cookie Store API in every browser
  document.cookie = `${STORAGE_KEYS.signedIn}=${value}; path=/; SameSite=Lax${lifetime}`;
};

/** The token: in local storage with "remember me", else session storage; read in that order. */
export const getToken = () =>
  localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token);

export const setToken = (token: string, remember: boolean) => {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, token);
  hintCookie('1', remember ? TOKEN_TTL_HOURS.remember * 3600 : null);
};

export const clearToken = () => {
  localStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.token);
  hintCookie('', 0);
};
