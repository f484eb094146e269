/** A catalogue of texts: keys to texts or to nested catalogues (no arrays, no other values). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null;

/**
 * The catalogues merged key by key, a later one's text winning: what react-admin's
 * `mergeTranslations` does, without lodash's general deep merge, which costs the staff app's
 * start about 10 ms (and four times that on a phone) for catalogues of plain strings.
 * A branch only one catalogue has is shared, not copied; none of the parts is changed.
 */
export const mergeCatalogues = (...parts: object[]): Catalogue => {
  const merged: Catalogue = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const current = merged[key];
      merged[key] =
        isCatalogue(current) && isCatalogue(value) ? mergeCatalogues(current, value) : value;
    }
  }
  return merged;
};
