/** One error shape for every response: `{code, message, errors?}` (API.md). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (errors: Record<string, string>, message = 'Validation failed') =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);

export const unauthorized = (message = 'Authentication required') =>
  new AppError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'Access denied') => new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);

export const conflict = (errors?: Record<string, string>, message = 'Conflict') =>
  new AppError(409, 'CONFLICT', message, errors);

interface PgLikeError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind a Drizzle error, if any (Drizzle wraps it in `cause`). */
export const pgErrorOf = (error: unknown): PgLikeError | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgLikeError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate;
    }
    current = candidate.cause;
  }
  return undefined;
};
