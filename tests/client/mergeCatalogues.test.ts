import raEnglish from 'ra-language-english';
import raRussian from 'ra-language-russian';
import { mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en';
import raRussianExtra from '../../i18n/ra-ru-extra';
import ru from '../../i18n/ru';
import { mergeCatalogues } from '../../src/i18n/mergeCatalogues';

describe('mergeCatalogues', () => {
  it('merges key by key, a later catalogue winning, and changes none of them', () => {
    const base = { ra: { action: { save: 'Save', delete: 'Delete' } }, app: { name: 'CRM' } };
    const ours = { ra: { action: { save: 'Сохранить' } }, extra: { hello: 'Привет' } };
    const merged = mergeCatalogues(base, ours);
    expect(merged).toEqual({
      ra: { action: { save: 'Сохранить', delete: 'Delete' } },
      app: { name: 'CRM' },
      extra: { hello: 'Привет' },
    });
    expect(base.ra.action.save).toBe('Save');
    expect(ours.ra.action).toEqual({ save: 'Сохранить' });
  });

  it('gives what react-admin’s mergeTranslations gives for the staff app’s catalogues', () => {
    for (const parts of [
      [raRussian, raRussianExtra, ru],
      [raEnglish, en],
    ]) {
      expect(mergeCatalogues(...parts)).toEqual(mergeTranslations(...parts));
    }
  });
});
