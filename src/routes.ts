/** Which entry serves a path: the public site (no react-admin) or the staff app. */
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
];

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
