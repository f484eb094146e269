import { describe, expect, it } from 'vitest';
import { PAGE_NAMES, RESOURCES } from '../../src/resources/registry';

/** The registry says which screens a resource has without loading them: it must match. */
describe('the resource registry', () => {
  for (const resource of RESOURCES) {
    it(`offers the screens ${resource.name}'s folder has, each loaded on demand`, async () => {
      const { default: screens } = await resource.load();
      const present = PAGE_NAMES.filter((page) => screens[page] !== undefined);
      expect(present).toEqual(PAGE_NAMES.filter((page) => resource.pages.includes(page)));
      for (const page of resource.pages) {
        expect(resource.definition[page]).toHaveProperty('$$typeof', Symbol.for('react.lazy'));
      }
    });
  }
});
