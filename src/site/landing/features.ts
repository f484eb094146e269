import type { MenuSlot } from '../../admin/layout/menuItems';

/**
 * The landing's feature blocks, in their order, each with the items of the staff app's menu
 * where what it promises is done: a block names only what works (`tests/client/
 * LandingFeatures.test.ts` holds the two to each other). Rent roll and stacking plan are pages
 * of the leases and objects; the texts are `landing.features.<name>.*`.
 */
export const LANDING_FEATURES = [
  { name: 'requests', menu: ['requests-journal'] },
  { name: 'visitors', menu: ['visitor-messages'] },
  { name: 'waiting', menu: ['application-forms'] },
  { name: 'renters', menu: ['renters', 'objects', 'rooms'] },
  { name: 'leases', menu: ['contracts', 'objects'] },
  { name: 'correspondence', menu: ['documents'] },
  { name: 'tasks', menu: ['tasks', 'tasks-kpi'] },
  { name: 'notifications', menu: ['notifications', 'employee-notifications'] },
  { name: 'calendar', menu: ['calendar'] },
  { name: 'passes', menu: ['time'] },
] as const satisfies readonly { name: string; menu: readonly MenuSlot[] }[];

export type LandingFeature = (typeof LANDING_FEATURES)[number]['name'];
