import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { isLocale } from '../../domain/constants';
import { useSession } from '../../providers/session';

/**
 * The signed-in app speaks the user's language: at start, and whenever the user's language
 * changes (the profile saved, or switched on another device and read again).
 */
export const useUserLocale = () => {
  const { user } = useSession();
  const [locale, setLocale] = useLocaleState();
  const wanted = user?.locale;
  // Only a change of the user's language moves the interface; the switch itself saves the
  // user's language before the app shows the new one (`followInterfaceLocale`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the interface locale is compared, not followed
  useEffect(() => {
    if (isLocale(wanted) && wanted !== locale) setLocale(wanted);
  }, [wanted, setLocale]);
};
