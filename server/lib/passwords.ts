import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard, ~5 ms here). */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = async (stored: string, password: string) => {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password a person can read and type: 12 characters without look-alikes. */
export const temporaryPassword = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
};
