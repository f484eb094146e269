import { DrizzleQueryError } from 'drizzle-orm/errors';

/** A refusal or failure the operator can act on: printed as it is, without a stack. */
export class OpsError extends Error {
  override name = 'OpsError';
}

/**
 * A failed statement as an operator reads it: `what` happened, then PostgreSQL's own words and
 * detail, not the statement with its rows. Anything else passes unchanged.
 */
export const explainFailure = (error: unknown, what: string): unknown => {
  if (!(error instanceof DrizzleQueryError) || !(error.cause instanceof Error)) return error;
  const detail = (error.cause as { detail?: string }).detail;
  return new OpsError(`${what}: ${error.cause.message}${detail ? ` (${detail})` : ''}`, {
    cause: error,
  });
};
