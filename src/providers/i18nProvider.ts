import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { type I18nProvider, mergeTranslations, type TranslationMessages } from 'react-admin';
import raKazakh from '../../i18n/ra-kk';
import raRussianExtra from '../../i18n/ra-ru-extra';
import ru, { type AppMessages } from '../../i18n/ru';
import { LOCALES, type Locale } from '../domain/constants';
import { setInterfaceLocale } from '../i18n/localized';
import { loadCatalogue, storedLocale, storeLocale, translate } from '../i18n/translate';
import { followInterfaceLocale } from './userLocale';

const RA_MESSAGES: Record<Locale, object> = {
  ru: mergeTranslations(russianMessages, raRussianExtra),
  kk: raKazakh,
  en: englishMessages,
};

const combine = (locale: Locale, app: AppMessages) =>
  ({ ...RA_MESSAGES[locale], ...app }) as unknown as TranslationMessages;

/**
 * react-admin's polyglot provider over react-admin's own texts and ours. The chosen language is
 * kept in local storage (`selected-language`) and, signed in, as the user's own language;
 * Russian is the default and the fallback.
 */
export const createI18nProvider = async (): Promise<I18nProvider> => {
  const initial = storedLocale();
  const loaded = new Map<Locale, TranslationMessages>();
  const russian = combine('ru', await loadCatalogue('ru'));
  loaded.set('ru', russian);
  if (initial !== 'ru') loaded.set(initial, combine(initial, await loadCatalogue(initial)));
  document.documentElement.lang = initial;
  setInterfaceLocale(initial);

  const provider = polyglotI18nProvider(
    (locale) => {
      const lang = locale as Locale;
      return (
        loaded.get(lang) ??
        loadCatalogue(lang).then((app) => {
          const messages = combine(lang, app);
          loaded.set(lang, messages);
          return messages;
        })
      );
    },
    initial,
    LOCALES.map((locale) => ({ locale, name: ru.app.language[locale] })),
    {
      allowMissing: true,
      // Russian is the fallback: a key missing in another language shows its Russian text.
      onMissingKey: (key: string, options: Record<string, string | number>) =>
        translate(russian as unknown as AppMessages, 'ru', key, options),
    },
  );
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      setInterfaceLocale(locale as Locale);
      storeLocale(locale as Locale);
      await followInterfaceLocale(locale as Locale);
    },
  };
};
