import type { Locale } from '../domain/constants';
import type { CurrentUser } from '../domain/user';
import { pickLocale, storedLocale, takePickedLocale } from '../i18n/translate';
import { httpJson } from './http';
import { session } from './session';

/**
 * The interface language and the signed-in user's language (profile, mail, exports) are one
 * setting: switching the interface saves it as the user's, and the user's is what a signed-in
 * app shows. Before signing in the switch only changes this page; a language picked on the
 * sign-in page (or the public site's) becomes the user's at sign-in, over the one saved before,
 * and so does the one the page shows at a new account's first sign-in.
 */

const saveUserLocale = (locale: Locale) =>
  httpJson('/user/locale', { method: 'PUT', body: { locale } });

/** The interface switched to `locale`: the signed-in user's language follows. */
export const followInterfaceLocale = async (locale: Locale) => {
  const { user } = session.get();
  if (!user) {
    pickLocale(locale);
    return;
  }
  if (user.locale === locale) return;
  try {
    await saveUserLocale(locale);
  } catch (error) {
    // The switch stays in this browser; the next sign-in or reload shows the saved language.
    console.error('Saving the language failed', error);
  }
  const current = session.get().user;
  if (current?.id === user.id) session.setUser({ ...current, locale });
};

/**
 * At sign-in: the language picked on the sign-in page is saved as the user's. An account still on
 * its temporary password has never chosen one: it takes the language the page is shown in, the one
 * this browser keeps, rather than turning the app to the default after the password is replaced.
 */
export const signedInLocale = async (user: CurrentUser): Promise<CurrentUser> => {
  const picked = takePickedLocale() ?? (user.must_change_password ? storedLocale() : null);
  if (!picked || picked === user.locale) return user;
  try {
    await saveUserLocale(picked);
    return { ...user, locale: picked };
  } catch (error) {
    console.error('Saving the language failed', error);
    return user;
  }
};
