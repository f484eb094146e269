import { QueryClient } from '@tanstack/react-query';

/** Refusals that a second try may turn: a timeout and a rate limit. */
const TRANSIENT = new Set([408, 429]);

/**
 * Whether a failed read is tried again: a refusal (403), a missing record (404) or a bad request
 * gets the same answer every time, so it ends the wait at once and the screen shows the error;
 * a network failure or a 5xx is tried up to three times, as react-query does by default.
 */
export const retryRead = (failureCount: number, error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status;
  const refused =
    typeof status === 'number' && status >= 400 && status < 500 && !TRANSIENT.has(status);
  return !refused && failureCount < 3;
};

/** The staff app's query cache. */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: retryRead } } });
