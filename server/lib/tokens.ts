import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  jti: string;
}

/** Tokens whose signature was checked, kept for their lifetime: a few thousand sessions' worth. */
const VERIFIED_KEPT = 2000;

export const createTokenService = (secret: string) => {
  // Imported once: given raw bytes, jose would import the HMAC key again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    sign: async (userId: number, sessionId: string, expiresAt: Date) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(await key),
    /**
     * The claims of a well-signed, unexpired token. A signature once checked is remembered until
     * the token expires (the session itself is still looked up on every request), so a busy
     * client does not pay an HMAC per request.
     */
    verify: async (token: string): Promise<TokenClaims | null> => {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || !payload.exp) return null;
        const claims = { sub: payload.sub, jti: payload.jti };
        if (verified.size >= VERIFIED_KEPT) {
          verified.delete(verified.keys().next().value as string);
        }
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
};
export type TokenService = ReturnType<typeof createTokenService>;

/** A random single-use token and the hash that is stored instead of it. */
export const randomToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
};

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
