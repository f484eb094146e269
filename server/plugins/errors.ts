import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrors, jsonProblem } from '../../src/domain/validation';
import { AppError, badRequest, pgErrorOf } from '../lib/errors';
import { redactSecrets } from '../lib/logRedaction';

/** Unique constraints whose violation means a field is already taken. */
const UNIQUE_FIELDS: Record<string, string> = {
  landlords_bin_key: 'bin',
  users_login_key: 'login',
  renters_landlord_bin_key: 'bin_iin',
  rooms_object_number_key: 'number',
  request_types_code_key: 'code',
  contracts_landlord_number_key: 'number',
};

/** A zod issue's path back from fastify's JSON pointer: `/rooms/0/number` → rooms, 0, number. */
const pathOf = (instancePath: string) => instancePath.split('/').filter(Boolean);

/**
 * A value the database refused as data: SQLSTATE class 22 (a NUL byte, a number out of range,
 * an impossible date, text that is not a number…) or a value nested past its stack (54001).
 * Schemas should refuse these first; this keeps a missed path a 400 rather than a 500.
 */
const isDataError = (code: string | undefined) =>
  code !== undefined && (code.startsWith('22') || code === '54001');

/** Maps every failure to `{code, message, errors?}`; no stack, no SQL, no internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A JSON body nested deeper than any form (a saved filter is 2 or 3 levels) is refused before
  // validation and the database walk it: the check itself does not recurse.
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return;
    const problem = jsonProblem(body, { text: false });
    if (problem) {
      throw badRequest(
        { [String(problem.path[0] ?? '_')]: 'validation.invalid' },
        'Body nested too deeply',
      );
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && error.extra?.retry_after) {
        reply.header('Retry-After', String(error.extra.retry_after));
      }
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(
        error.validation.map((issue) => ({
          path: pathOf(issue.instancePath),
          message: issue.message,
        })),
      );
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message: 'Validation failed', errors });
    }
    const pgError = pgErrorOf(error);
    if (pgError?.code === '23505') {
      const field = UNIQUE_FIELDS[pgError.constraint ?? ''] ?? '_';
      return reply.status(409).send({
        code: 'CONFLICT',
        message: 'Already exists',
        errors: { [field]: 'validation.unique' },
      });
    }
    if (pgError?.code === '23503') {
      return reply
        .status(409)
        .send({ code: 'CONFLICT', message: 'Referenced record is missing or in use' });
    }
    if (isDataError(pgError?.code)) {
      request.log.warn(
        { code: pgError?.code, url: redactSecrets(request.url) },
        'database refused a value',
      );
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: 'Invalid value' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    }
    if (status === 429) {
      return reply.status(429).send({ code: 'RATE_LIMITED', message: 'Too many requests' });
    }
    const code =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : 'BAD_REQUEST';
    return reply.status(status).send({ code, message: error.message.split('\n')[0] });
  });
});
