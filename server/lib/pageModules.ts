import type { Locale } from '../../src/domain/constants';
import { RESOURCE_INFO } from '../../src/domain/resources';
import {
  authPageOf,
  HOME_PATH,
  isStaffPath,
  PROFILE_PATH,
  RESET_PASSWORD_PATH,
  SETTINGS_PATH,
  TASKS_KPI_PATH,
} from '../../src/routes';

/** A chunk of `dist/.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** A module of the build: its manifest key, or a pattern for one under node_modules. */
type ModuleRef = string | RegExp;

/** The files (with their imports) of the given manifest entries, each once; not the entry's. */
export const chunkFiles = (manifest: Manifest, refs: ModuleRef[]) => {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const ref of refs) {
    const key =
      typeof ref === 'string' ? ref : Object.keys(manifest).find((name) => ref.test(name));
    if (key) visit(key);
  }
  return { js: [...js], css: [...css] };
};

/** Modules the landing needs before its first paint, besides the entry. */
export const LANDING_MODULES = ['src/site/SiteApp.tsx', 'src/site/Landing.tsx'];

/** The sign-in pages' light entry and the one catalogue it shows. */
export const authModules = (locale: Locale): ModuleRef[] => [
  'src/auth/AuthApp.tsx',
  `i18n/${locale}.ts`,
];

/** react-admin's own texts per language (`src/i18n/staffMessages.ts`). */
const REACT_ADMIN_TEXTS: Record<Locale, ModuleRef[]> = {
  ru: [/node_modules\/ra-language-russian\//, 'i18n/ra-ru-extra.ts'],
  kk: ['i18n/ra-kk.ts'],
  en: [/node_modules\/ra-language-english\//],
};

/**
 * What the staff app starts with in `locale`, besides the entry: its shell, and our texts and
 * react-admin's in that language and in Russian (the fallback).
 */
export const staffAppModules = (locale: Locale): ModuleRef[] => {
  const languages: Locale[] = locale === 'ru' ? ['ru'] : ['ru', locale];
  return [
    'src/admin/StaffApp.tsx',
    ...languages.flatMap((l) => [`i18n/${l}.ts`, ...REACT_ADMIN_TEXTS[l]]),
  ];
};

const PAGE_SCREENS: Record<string, string> = {
  [HOME_PATH]: 'src/admin/home/HomePage.tsx',
  [PROFILE_PATH]: 'src/admin/profile/ProfilePage.tsx',
  [RESET_PASSWORD_PATH]: 'src/admin/profile/ResetPasswordPage.tsx',
  [SETTINGS_PATH]: 'src/admin/settings/SettingsPage.tsx',
  [TASKS_KPI_PATH]: 'src/admin/tasks-kpi/TaskKpiPage.tsx',
};

/** The chunk of the screen a staff path opens: a resource's screens, or one of the app's pages. */
export const staffScreenModules = (path: string): ModuleRef[] => {
  const page = PAGE_SCREENS[path];
  if (page) return [page];
  const resource = RESOURCE_INFO.find((r) => path.split('/')[1] === r.name);
  return resource ? [new RegExp(`^src/resources/${resource.name}/index\\.tsx?$`)] : [];
};

export interface PageModules {
  /** Fetched with the page, in parallel with the entry (`modulepreload`, stylesheets). */
  js: string[];
  css: string[];
  /**
   * The staff app's files for this path, which the page fetches once it knows someone is
   * signed in (a staff page), or while someone signs in (a sign-in page, for home).
   */
  staff: string[];
}

const NONE: PageModules = { js: [], css: [], staff: [] };

/**
 * The chunks a path starts with, so the browser fetches them side by side instead of one after
 * another: the public pages' listed in `publicModules`, a sign-in page's own, and the staff
 * app's for a sign-in or staff page.
 */
export const pageModules = (
  manifest: Manifest,
  path: string,
  locale: Locale,
  publicModules: ModuleRef[] | null,
): PageModules => {
  if (publicModules) return { ...chunkFiles(manifest, publicModules), staff: [] };
  const auth = authPageOf(path);
  if (!auth && !isStaffPath(path)) return NONE;
  const own = auth ? chunkFiles(manifest, authModules(locale)) : { js: [], css: [] };
  const staff = chunkFiles(manifest, [
    ...staffAppModules(locale),
    ...staffScreenModules(auth ? HOME_PATH : path),
  ]);
  return { ...own, staff: staff.js.filter((file) => !own.js.includes(file)) };
};
