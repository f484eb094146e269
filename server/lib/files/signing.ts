import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNED_URL_TTL_SECONDS = 600;

const signature = (secret: string, key: string, exp: number, userId: number) =>
  createHmac('sha256', secret).update(`${key}|${exp}|${userId}`).digest('base64url');

/** A private file's URL, signed for one user and valid for ten minutes. */
export const signedFileUrl = (secret: string, key: string, userId: number, now = Date.now()) => {
  const exp = Math.floor(now / 1000) + SIGNED_URL_TTL_SECONDS;
  return `/storage/${key}?exp=${exp}&u=${userId}&sig=${signature(secret, key, exp, userId)}`;
};

export const verifyFileSignature = (
  secret: string,
  key: string,
  query: { exp?: string; u?: string; sig?: string },
  now = Date.now(),
) => {
  const exp = Number(query.exp);
  const userId = Number(query.u);
  if (!Number.isInteger(exp) || !Number.isInteger(userId) || !query.sig) return false;
  if (exp * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, key, exp, userId));
  const given = Buffer.from(query.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
