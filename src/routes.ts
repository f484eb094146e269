/**
 * Which entry serves a path: the public site, the sign-in pages (both without react-admin) or
 * the staff app; and the staff app's own pages.
 */
import { RESOURCE_INFO } from './domain/resources';

/** Public pages, rendered without react-admin. */
export const PUBLIC_PAGES = [
  '/',
  '/ru',
  '/test',
  '/terms-of-service',
  '/privacy-policy',
  '/contractor-form',
  '/support',
  '/tenants',
  '/application-form',
] as const;
/** Public pages with a token in the path: `/v/{token}` (the QR visitor page). */
const PUBLIC_PREFIXES = ['/v'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number] | (typeof PUBLIC_PREFIXES)[number];

/** First path segments the staff app knows; anything else is the public 404 page. */
export const STAFF_SECTIONS: readonly string[] = [
  'auth',
  'home',
  'profile',
  'reset-password',
  ...RESOURCE_INFO.map((r) => r.name),
  'settings',
  'tasks-kpi',
  'reports',
  'time',
  'fcm-test',
];

export const LOGIN_PATH = '/auth';
export const FIRST_LOGIN_PATH = '/auth/first-login';
export const HOME_PATH = '/home/index';
export const PROFILE_PATH = '/profile';
export const RESET_PASSWORD_PATH = '/reset-password';
export const SETTINGS_PATH = '/settings';
/** The tasks' KPI per executor and period. */
export const TASKS_KPI_PATH = '/tasks-kpi';
/** The staff's timesheet from their passes (time tracking). */
export const TIME_PATH = '/time';
/** The push test page (spec §2): behind login. */
export const FCM_TEST_PATH = '/fcm-test';
/** The user's inbox of notifications. */
export const NOTIFICATIONS_PATH = '/notifications';
/** The person's calendar (spec §2: a child of `/home`). */
export const CALENDAR_PATH = '/home/calendar';
/** Every Excel export the user may make, in one place. */
export const REPORTS_PATH = '/reports';
/** The month's leases and vacant rooms per object (a report on the contracts). */
export const RENT_ROLL_PATH = '/contracts/rent-roll';
/** A renter's own letter to its organization, registered as incoming (`/documents/letter`). */
export const RENTER_LETTER_ROUTE = 'letter';
export const RENTER_LETTER_PATH = `/documents/${RENTER_LETTER_ROUTE}`;
/** An object's floors with their rooms coloured by lease (the stacking plan). */
export const STACKING_PLAN_PATH = '/objects/:id/plan';
export const stackingPlanPath = (objectId: number | string) => `/objects/${objectId}/plan`;

/** The sign-in pages: their own light entry, open to guests. */
export const AUTH_PAGES = [
  LOGIN_PATH,
  '/auth/restore-password',
  '/auth/refresh-password',
  FIRST_LOGIN_PATH,
] as const;
export type AuthPage = (typeof AUTH_PAGES)[number];

const normalize = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

export const publicPageOf = (pathname: string): PublicPage | null => {
  const path = normalize(pathname);
  if ((PUBLIC_PAGES as readonly string[]).includes(path)) return path as PublicPage;
  return PUBLIC_PREFIXES.find((prefix) => new RegExp(`^${prefix}/[\\w-]+$`).test(path)) ?? null;
};

export const isStaffPath = (pathname: string) => {
  const first = normalize(pathname).split('/')[1] ?? '';
  return STAFF_SECTIONS.includes(first);
};

/** The sign-in page at `pathname`; any other path under `/auth` is the sign-in form itself. */
export const authPageOf = (pathname: string): AuthPage | null => {
  const path = normalize(pathname);
  if (path !== LOGIN_PATH && !path.startsWith(`${LOGIN_PATH}/`)) return null;
  return AUTH_PAGES.find((page) => page === path) ?? LOGIN_PATH;
};
