import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { DocumentList } from './DocumentList';

// The list comes with the chunk; the page and the forms are fetched when first opened.
const DocumentShow = lazy(() =>
  import('./DocumentShow').then((m) => ({ default: m.DocumentShow })),
);
const DocumentCreate = lazy(() =>
  import('./DocumentPages').then((m) => ({ default: m.DocumentCreate })),
);
const DocumentEdit = lazy(() =>
  import('./DocumentPages').then((m) => ({ default: m.DocumentEdit })),
);

/** `/documents`: the register by tab, `{id}/show`, `create`, `{id}` (edit); `letter` (a renter's). */
export default {
  list: DocumentList,
  show: DocumentShow,
  create: DocumentCreate,
  edit: DocumentEdit,
} satisfies Omit<ResourceProps, 'name'>;
