import type { Locale } from '../domain/constants';
import { loadCatalogue } from './translate';

/** react-admin's own texts in `locale`, as parts to merge; each language its own chunk. */
const loadReactAdminTexts = async (locale: Locale): Promise<object[]> => {
  switch (locale) {
    case 'kk':
      return [(await import('../../i18n/ra-kk')).default];
    case 'en':
      return [(await import('ra-language-english')).default];
    default: {
      const [russian, extra] = await Promise.all([
        import('ra-language-russian'),
        import('../../i18n/ra-ru-extra'),
      ]);
      return [russian.default, extra.default];
    }
  }
};

/**
 * Everything the staff app says in `locale`: react-admin's texts and ours, fetched side by
 * side, as parts for `mergeCatalogues` (ours last).
 */
export const loadStaffMessages = async (locale: Locale): Promise<object[]> => {
  const [reactAdmin, app] = await Promise.all([loadReactAdminTexts(locale), loadCatalogue(locale)]);
  return [...reactAdmin, app];
};
