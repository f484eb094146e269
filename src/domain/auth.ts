import { z } from 'zod';
import { LOCALES } from './constants';
import { currentUserSchema } from './user';
import { optionalEmail, optionalPhone, passwordPair, requiredString, secret } from './validation';

export const loginInput = z.object({
  login: requiredString(100),
  password: secret(),
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

export const restorePasswordInput = z.object({ login: requiredString(100) });

export const refreshPasswordInput = passwordPair({
  token: secret(),
});

export const firstLoginInput = passwordPair({});

export const changePasswordInput = passwordPair({
  current_password: secret(),
});

/** The user's language: the interface's and that of the mail and exports made for them. */
export const localeInput = z.object({ locale: z.enum(LOCALES, { error: 'validation.invalid' }) });

export const profileInput = z.object({
  full_name: requiredString(150),
  phone: optionalPhone(),
  email: optionalEmail(),
  ...localeInput.shape,
});
export type ProfileInput = z.input<typeof profileInput>;

/** Stable error codes of the auth calls. */
export const AUTH_ERRORS = {
  userNotFound: 'USER_NOT_FOUND',
  wrongPassword: 'WRONG_PASSWORD',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  accountBlocked: 'ACCOUNT_BLOCKED',
  invalidToken: 'INVALID_TOKEN',
} as const;

/** `POST /api/auth/login`: the session's bearer token and the signed-in user. */
export const loginAnswer = z.object({ token: z.string(), user: currentUserSchema });
