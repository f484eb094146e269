import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, preferredLocale } from '../../src/domain/preferredLocale';
import { TRIAL_ENDED, trialEnded } from '../../src/domain/trial';
import type { AuthUser } from './authUser';
import { AppError } from './errors';
import { translate } from './i18n';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes that only look like writes: signing in and out, exports (a read sent as `POST` with its
 * filter). A person's own settings (language, password, saved filters, push, read marks) say so
 * with `config.trialOpen`.
 */
const READ_PREFIXES = ['/api/auth/', '/api/download/'];

/** The reason a write of an organization whose trial has ended is refused, as an i18n key. */
export const TRIAL_ENDED_REASON = 'app.trial.write_refused';

/** The 402 of a refused write, its message in `locale`. */
export const trialEndedError = (locale: string) =>
  new AppError(402, TRIAL_ENDED, translate(locale, TRIAL_ENDED_REASON), undefined, {
    reason: TRIAL_ENDED_REASON,
  });

/** Refuses (402) a write by a person of an organization whose free trial has ended. */
export const assertTrialWrite = (request: FastifyRequest, user: AuthUser) => {
  if (!WRITES.has(request.method) || !trialEnded(user.trial_ends_at)) return;
  const route = request.routeOptions.url ?? '';
  if (request.routeOptions.config.trialOpen || READ_PREFIXES.some((p) => route.startsWith(p))) {
    return;
  }
  throw trialEndedError(user.locale);
};

/** Refuses (402) a public form sent to an organization whose free trial has ended. */
export const assertTrialPublicWrite = (request: FastifyRequest, trialEndsAt: string | null) => {
  if (!trialEnded(trialEndsAt)) return;
  const locale = preferredLocale(acceptedLanguages(request.headers['accept-language']));
  throw trialEndedError(locale);
};
