import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { AppMessages } from '../../i18n/ru';
import { LOCALES, type Locale } from '../domain/constants';
import { setInterfaceLocale } from '../i18n/localized';
import { mergeCatalogues } from '../i18n/mergeCatalogues';
import { moduleText } from '../i18n/moduleMessages';
import { loadStaffMessages } from '../i18n/staffMessages';
import { storedLocale, storeLocale, translate } from '../i18n/translate';
import { followInterfaceLocale } from './userLocale';

const messagesOf = async (locale: Locale) =>
  mergeCatalogues(...(await loadStaffMessages(locale))) as unknown as TranslationMessages;

/**
 * react-admin's polyglot provider over react-admin's own texts and ours. The chosen language is
 * kept in local storage (`selected-language`) and, signed in, as the user's own language;
 * Russian is the default and the fallback.
 */
export const createI18nProvider = async (): Promise<I18nProvider> => {
  const initial = storedLocale();
  const loaded = new Map<Locale, TranslationMessages>();
  // Russian (the fallback) and the chosen language side by side, not one after the other.
  const [russian, chosen] = await Promise.all([
    messagesOf('ru'),
    initial === 'ru' ? null : messagesOf(initial),
  ]);
  loaded.set('ru', russian);
  if (chosen) loaded.set(initial, chosen);
  document.documentElement.lang = initial;
  setInterfaceLocale(initial);
  const names = (russian as unknown as AppMessages).app.language;

  const provider = polyglotI18nProvider(
    (locale) => {
      const lang = locale as Locale;
      return (
        loaded.get(lang) ??
        messagesOf(lang).then((messages) => {
          loaded.set(lang, messages);
          return messages;
        })
      );
    },
    initial,
    LOCALES.map((locale) => ({ locale, name: names[locale] })),
    {
      allowMissing: true,
      // Russian is the fallback: a key missing in another language shows its Russian text.
      onMissingKey: (key: string, options: Record<string, string | number>) =>
        translate(russian, 'ru', key, options),
    },
  );
  return {
    ...provider,
    // A module's own catalogue (loaded with its screens) first: react-admin passes a default
    // (`_`) with many keys, which would win over any lookup made only for missing keys.
    translate: (key, options) =>
      moduleText(key, provider.getLocale(), options) ?? provider.translate(key, options),
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      setInterfaceLocale(locale as Locale);
      storeLocale(locale as Locale);
      await followInterfaceLocale(locale as Locale);
    },
  };
};
