import { useLocaleState } from 'react-admin';

const INTL: Record<string, string> = { ru: 'ru-RU', kk: 'kk-KZ', en: 'en-GB' };

/** The Intl locale for dates and numbers in the chosen interface language. */
export const useDateLocale = () => {
  const [locale] = useLocaleState();
  return INTL[locale] ?? 'ru-RU';
};
