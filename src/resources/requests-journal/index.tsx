import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { BidList } from './BidList';

// The list comes with the journal's chunk; the card and the forms are fetched when first opened.
const BidShow = lazy(() => import('./BidShow').then((m) => ({ default: m.BidShow })));
const TypeChooser = lazy(() => import('./TypeChooser').then((m) => ({ default: m.TypeChooser })));
const BidEdit = lazy(() => import('./BidPages').then((m) => ({ default: m.BidEdit })));

/** `/requests-journal`: list, `create` (type) → `create/:id`, `view/:bidId`, `edit/:bidId`. */
export default {
  list: BidList,
  show: BidShow,
  create: TypeChooser,
  edit: BidEdit,
} satisfies Omit<ResourceProps, 'name'>;
