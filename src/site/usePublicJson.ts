import { useCallback, useEffect, useState } from 'react';

export type PublicLoad<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'invalid' | 'error' };

/**
 * `GET {url}` of a public page (a form's landlord and limits, the shopping-centre list): a 404
 * means an unknown or revoked link (`invalid`); anything else that fails can be retried.
 */
export const usePublicJson = <T>(url: string) => {
  const [load, setLoad] = useState<PublicLoad<T>>({ state: 'loading' });

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    fetch(url)
      .then(async (res) => {
        if (res.status === 404) return setLoad({ state: 'invalid' });
        if (!res.ok) return setLoad({ state: 'error' });
        setLoad({ state: 'ready', data: (await res.json()) as T });
      })
      .catch(() => setLoad({ state: 'error' }));
  }, [url]);

  useEffect(retry, [retry]);

  return { load, retry };
};
