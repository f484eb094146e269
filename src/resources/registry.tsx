import type { ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { SpecPathRedirect } from '../admin/common/SpecPathRedirect';
import { RESOURCE_INFO, type ResourceInfo, type ResourceName } from '../domain/resources';
import type { Role } from '../domain/roles';
import applicationForms from './application-forms';
import contractors from './contractors';
import demoRequests from './demo-requests';
import employees from './employees';
import landlords from './landlords';
import objects from './objects';
import renters from './renters';
import requestsJournal from './requests-journal';
import { BidCreate } from './requests-journal/BidPages';
import rooms from './rooms';
import socialNetwork from './social-network';
import supportMessages from './support-messages';
import typeObject from './type-object';
import typeRequest from './type-request';
import visitorMessages from './visitor-messages';

type Definition = Omit<ResourceProps, 'name'> & { icon: NonNullable<ResourceProps['icon']> };

/** A staff resource: its domain facts, its pages, and how the menu offers it. */
export interface ResourceEntry extends ResourceInfo {
  definition: Definition;
  /** The action that puts it in the menu: reading it, or (reference lists everyone reads) keeping it. */
  menuAction: 'list' | 'create';
  /** Roles that read it only inside another screen, so the menu leaves it out for them. */
  noMenuFor?: readonly Role[];
  /** Extra routes under the resource: the spec's old paths and the like. */
  routes?: ReactNode;
}

const editPath = <Route key="update" path="update/:id" element={<SpecPathRedirect />} />;
const viewPath = <Route key="view" path="view/:id" element={<SpecPathRedirect show />} />;

/** Each resource's pages; adding a resource = its folder + a line here and in RESOURCE_INFO. */
const PAGES: Record<
  ResourceName,
  Omit<ResourceEntry, keyof ResourceInfo | 'menuAction'> &
    Partial<Pick<ResourceEntry, 'menuAction'>>
> = {
  landlords: { definition: landlords, routes: editPath },
  'demo-requests': { definition: demoRequests },
  'support-messages': { definition: supportMessages },
  'requests-journal': {
    definition: requestsJournal,
    routes: [
      <Route key="create" path="create/:typeId" element={<BidCreate />} />,
      viewPath,
      <Route key="edit" path="edit/:id" element={<SpecPathRedirect />} />,
    ],
  },
  'visitor-messages': { definition: visitorMessages },
  'application-forms': {
    definition: applicationForms,
    routes: <Route path=":id" element={<SpecPathRedirect show />} />,
  },
  renters: { definition: renters, routes: [viewPath, editPath] },
  employees: { definition: employees, routes: editPath },
  contractors: {
    definition: contractors,
    routes: [viewPath, <Route key="edit" path="edit/:id" element={<SpecPathRedirect />} />],
  },
  objects: { definition: objects },
  // A renter reads its company's rooms on its card ("My company").
  rooms: { definition: rooms, noMenuFor: ['renter'] },
  'type-object': { definition: typeObject, menuAction: 'create' },
  'type-request': { definition: typeRequest, menuAction: 'create' },
  'social-network': { definition: socialNetwork, menuAction: 'create' },
};

/** The staff app's resources in menu order, read by the app, its menu and its routes. */
export const RESOURCES: readonly ResourceEntry[] = RESOURCE_INFO.map((info) => ({
  menuAction: 'list',
  ...info,
  ...PAGES[info.name],
}));

export const resourceEntry = (name: ResourceName) =>
  RESOURCES.find((r) => r.name === name) as ResourceEntry;
