import { useLocaleState } from 'react-admin';

const INTL: Record<string, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB' };

/** The Intl locale for dates and numbers in the chosen interface language. */
export const useDateLocale = () => {
  const [locale] = useLocaleState();
  return INTL[locale] ?? 'ru-RU';
};

/** A short date and time (`12.10.2026, 14:51`) in the interface language. */
export const useDateTime = () => {
  const locale = useDateLocale();
  return (at: string) =>
    new Date(at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
};
