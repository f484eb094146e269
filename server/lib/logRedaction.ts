import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/** What the log shows in place of a secret. */
export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a bearer secret: the iCalendar feed's token (its `.ics` is kept),
 * the public forms' links and the QR visitor page.
 */
const SECRET_SEGMENT =
  /(\/api\/calendar-feed\/|\/api\/public\/(?:application-form|contractor-form|visitor)\/|(?<=^|[\s"'(=]|\/\/[^/\s"']+)\/v\/)[^/?#\s"']*?(\.ics)?(?=[/?#\s"']|$)/g;

/**
 * Query parameters that are secrets: the live stream's ticket, a password reset's or a public
 * form page's token, a file URL's signature (its expiry and user stay readable).
 */
const SECRET_PARAM = /([?&](?:ticket|token|sig)=)[^&#\s"']*/gi;

/** `text` (a URL, or a message quoting one) with the secrets in its URLs replaced. */
export const redactSecrets = (text: string) =>
  text
    .replace(SECRET_SEGMENT, (_, path: string, ics = '') => `${path}${REDACTED}${ics}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`);

/**
 * The logger's serializers: a request as Fastify logs it, with its URL redacted, and an error
 * whose message or stack quotes a request URL (Fastify's own warnings do), redacted the same way.
 */
export const redactingSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: Error) => {
    const serialized = stdSerializers.err(error);
    return {
      ...serialized,
      message: redactSecrets(serialized.message),
      stack: redactSecrets(serialized.stack),
    };
  },
};
