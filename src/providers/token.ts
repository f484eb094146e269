import { STORAGE_KEYS } from '../domain/constants';

/** The token: in local storage with "remember me", else session storage; read in that order. */
export const getToken = () =>
  localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token);

export const setToken = (token: string, remember: boolean) => {
  clearToken();
  (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, token);
};

export const clearToken = () => {
  localStorage.removeItem(STORAGE_KEYS.token);
  sessionStorage.removeItem(STORAGE_KEYS.token);
};
