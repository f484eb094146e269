export const LOCALES = ['ru', 'kk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Browser storage keys. */
export const STORAGE_KEYS = {
  token: 'token',
  language: 'selected-language',
  /** Session storage: a language picked before signing in, for the sign-in to save (this tab). */
  languagePicked: 'language-picked',
  version: 'app-version',
  /**
   * A cookie saying only that this browser holds a sign-in (no token, no secret): the server then
   * preloads the staff app's files in a staff page's HTML instead of leaving it to the page.
   */
  signedIn: 'signed-in',
  /** Local storage: the primary's WAL position after this browser's last write (`readAfter.ts`). */
  readAfter: 'read-after',
} as const;

export const ALERT_DURATION_MS = 5000;
export const TRIAL_DAYS = 14;
export const BID_KIND_DEFAULT = 12;
export const NOTIFICATIONS_PER_PAGE = 15;
export const CALENDAR_TITLE_MAX = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
export const TIME_ZONE = 'Asia/Almaty';
export const SUPPORT_HOURS = { days: 'mon-fri', from: '09:00', to: '18:00' } as const;
export const DEFAULT_LOGO_URL = '/default-logo.svg';

/** Login throttling: failures per login and address, and per address, within the window. */
/**
 * Failed sign-ins in a window: per login from one address, per address, and per login from
 * any address (so rotating addresses does not buy more guesses).
 */
export const LOGIN_THROTTLE = {
  perLogin: 10,
  perAddress: 50,
  perAccount: 30,
  windowMinutes: 15,
} as const;

/** Token lifetimes. */
export const TOKEN_TTL_HOURS = { remember: 30 * 24, session: 12 } as const;
export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Submissions of each public form from one address (a refused one counts too). */
export const PUBLIC_FORM_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' } as const;
