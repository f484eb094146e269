import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sub: string;
  jti: string;
}

export const createTokenService = (secret: string) => {
  // Imported once: given raw bytes, jose would import the HMAC key again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    sign: async (userId: number, sessionId: string, expiresAt: Date) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(await key),
    verify: async (token: string): Promise<TokenClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti) return null;
        return { sub: payload.sub, jti: payload.jti };
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
