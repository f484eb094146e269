import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import landingRu from '../../i18n/landing/ru';
import { demoUser } from '../../mocks/handlers';
import { type MenuSlot, menuOf } from '../../src/admin/layout/menuItems';
import type { CurrentUser } from '../../src/domain/user';
import { LANDING_FEATURES } from '../../src/site/landing/features';
import { SiteApp } from '../../src/site/SiteApp';

/** The landlord: the whole staff menu of an organization. */
const landlord = { ...demoUser, id: 2, role: 'landlord', renter_id: null } as CurrentUser;

/**
 * The landlord's menu items that are no module a landing would sell: the home page, reports and
 * settings over the modules, the profile, and the lists of staff and contractors the modules'
 * work is given to.
 */
const NOT_MODULES: readonly MenuSlot[] = [
  'dashboard',
  'reports',
  'settings',
  'profile',
  'employees',
  'contractors',
];

const landlordMenu = () => menuOf(landlord).map((item) => item.slot);

describe('the landing’s feature list against the staff menu', () => {
  it('shows a block for each feature of the list, in its order', async () => {
    render(<SiteApp page="/ru" />);
    const section = await screen.findByRole('region', { name: landingRu.features.title });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(LANDING_FEATURES.map(({ name }) => landingRu.features[name].title));
  });

  it('maps every feature to items the landlord’s menu has', () => {
    const menu = landlordMenu();
    const missing = LANDING_FEATURES.flatMap(({ name, menu: slots }) =>
      slots.filter((slot) => !menu.includes(slot)).map((slot) => `${name} → ${slot}`),
    );
    expect(missing).toEqual([]);
  });

  it('names every module of the landlord’s menu in some feature', () => {
    const named = new Set<MenuSlot>(LANDING_FEATURES.flatMap(({ menu }) => menu));
    const modules = landlordMenu().filter((slot) => !NOT_MODULES.includes(slot));
    expect(modules.length).toBeGreaterThanOrEqual(12);
    expect(modules.filter((slot) => !named.has(slot))).toEqual([]);
  });
});
