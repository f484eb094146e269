import type { z } from 'zod';
import type { changePasswordInput, ProfileInput } from '../../domain/auth';
import type { CurrentUser } from '../../domain/user';
import { httpJson } from '../http';

/** The signed-in user's own profile and password. */
export const profileMethods = {
  /** `PUT /api/user`: name, phone, e-mail and interface language; the user as saved. */
  updateProfile: (data: ProfileInput) =>
    httpJson<CurrentUser>('/user', { method: 'PUT', body: data }),
  /** `PUT /api/user/password`: a new password; the user's other sessions are signed out. */
  changePassword: (data: z.input<typeof changePasswordInput>) =>
    httpJson<void>('/user/password', { method: 'PUT', body: data }),
};
