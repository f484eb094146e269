import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { ContractList } from './ContractList';

// The list comes with the chunk; the page and the forms are fetched when first opened.
const ContractShow = lazy(() =>
  import('./ContractShow').then((m) => ({ default: m.ContractShow })),
);
const ContractCreate = lazy(() =>
  import('./ContractPages').then((m) => ({ default: m.ContractCreate })),
);
const ContractEdit = lazy(() =>
  import('./ContractPages').then((m) => ({ default: m.ContractEdit })),
);

/** `/contracts`: list by tab, `{id}/show`, `create`, `{id}` (edit). */
export default {
  list: ContractList,
  show: ContractShow,
  create: ContractCreate,
  edit: ContractEdit,
} satisfies Omit<ResourceProps, 'name'>;
