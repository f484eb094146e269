import type { Module } from './access';

/** A resource of the staff app as the domain knows it: no icons, no pages. */
export interface ResourceInfo {
  /** The UI name: the route's first segment and react-admin's resource. */
  name: string;
  /** The access module that rules it; none for platform and reference lists. */
  module?: Module;
  /** The path under `/api` when it differs from the name (API.md). */
  apiPath?: string;
}

/** The staff app's resources (registry.tsx adds their pages, menuItems.ts orders the menu). */
export const RESOURCE_INFO = [
  { name: 'landlords' },
  { name: 'demo-requests' },
  { name: 'support-messages' },
  { name: 'requests-journal', module: 'requests', apiPath: 'bids' },
  { name: 'tasks', module: 'tasks' },
  { name: 'visitor-messages', module: 'visitor_messages' },
  { name: 'application-forms', module: 'waiting_list' },
  { name: 'renters', module: 'renters' },
  { name: 'employees', module: 'employees', apiPath: 'employee' },
  { name: 'contractors', module: 'contractors' },
  { name: 'contracts', module: 'contracts' },
  { name: 'documents', module: 'documents' },
  { name: 'employee-notifications', module: 'notifications' },
  { name: 'notifications' },
  { name: 'objects', module: 'objects' },
  { name: 'rooms', module: 'objects' },
  { name: 'type-object' },
  { name: 'type-request' },
  { name: 'social-network' },
  { name: 'audit-log' },
] as const satisfies readonly ResourceInfo[];

export type ResourceName = (typeof RESOURCE_INFO)[number]['name'];

const INFO: ReadonlyMap<string, ResourceInfo> = new Map(RESOURCE_INFO.map((r) => [r.name, r]));

/** The `/api` path of a UI resource (itself unless API.md names it otherwise). */
export const apiPathOf = (resource: string) => INFO.get(resource)?.apiPath ?? resource;

/** UI resource name → access module, for the resources a module rules. */
export const RESOURCE_MODULES: Readonly<Record<string, Module>> = Object.fromEntries(
  RESOURCE_INFO.flatMap((r: ResourceInfo) => (r.module ? [[r.name, r.module]] : [])),
);
