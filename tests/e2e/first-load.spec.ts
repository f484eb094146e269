import { expect, test } from '@playwright/test';
import { signInHome } from './helpers';

/**
 * The first `Intl` object of a page starts the browser's locale data (25–35 ms of main thread
 * on a desktop, four times that on a phone): the journal's first screen writes its dates and
 * numbers by the product's own rules and must not pay it before its rows show.
 */
test('the journal shows its first rows without starting the browser’s locale data', async ({
  page,
}) => {
  await signInHome(page, 'landlord');
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator'] as const) {
      const counted = new Proxy(Intl[name], {
        construct(target, args) {
          made.push(`${name}(${JSON.stringify(args[0])})`);
          return Reflect.construct(target, args);
        },
      });
      Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
    }
  });
  await page.goto('/requests-journal');
  await expect(page.getByRole('row', { name: /\d/ }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual(
    [],
  );
});
