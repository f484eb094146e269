import type { AuditEntity } from '../../domain/audit';

/** Where an audited record is shown: a card (`show`), an edit form (`edit`), or nowhere. */
interface EntityPage {
  /** The UI resource whose field names label the record's changes. */
  resource: string;
  /** The page the superadmin may open for the record, if any. */
  page?: 'show' | 'edit';
  /** Fields stored as codes, with the `enums.*` group that names them. */
  enums?: Record<string, string>;
}

/** The audited records that are a resource of the staff app. */
const PAGES: Partial<Record<AuditEntity, EntityPage>> = {
  landlords: {
    resource: 'landlords',
    page: 'edit',
    enums: { status: 'landlord_status', city: 'city' },
  },
  objects: { resource: 'objects', page: 'show', enums: { city: 'city' } },
  rooms: { resource: 'rooms', enums: { status: 'room_status', purpose: 'room_purpose' } },
  renters: {
    resource: 'renters',
    page: 'show',
    enums: { status: 'renter_status', category: 'renter_category' },
  },
  employees: {
    resource: 'employees',
    enums: { status: 'employee_status', department: 'department' },
  },
  employee: { resource: 'employees' },
  contractors: {
    resource: 'contractors',
    page: 'show',
    enums: { status: 'contractor_status', source: 'contractor_source' },
  },
  bids: {
    resource: 'requests-journal',
    page: 'show',
    enums: { status: 'bid_status', source: 'bid_source' },
  },
  tasks: {
    resource: 'tasks',
    page: 'show',
    enums: { status: 'task_status', priority: 'task_priority' },
  },
  contracts: { resource: 'contracts', page: 'show', enums: { status: 'contract_status' } },
  documents: {
    resource: 'documents',
    page: 'show',
    enums: {
      status: 'document_status',
      direction: 'document_direction',
      delivery: 'document_delivery',
    },
  },
  notification: { resource: 'employee-notifications', page: 'show' },
  'application-forms': {
    resource: 'application-forms',
    page: 'show',
    enums: { status: 'questionnaire_status' },
  },
  'visitor-messages': {
    resource: 'visitor-messages',
    page: 'show',
    enums: { status: 'visitor_status', category: 'visitor_category' },
  },
  'type-object': { resource: 'type-object', page: 'edit' },
  'type-request': { resource: 'type-request', page: 'edit' },
  'social-network': { resource: 'social-network', page: 'edit' },
  'demo-requests': { resource: 'demo-requests', enums: { status: 'inbox_status' } },
  'support-messages': { resource: 'support-messages', enums: { status: 'support_message_status' } },
};

/** How the viewer shows an audited record: its resource for field names, its page, its codes. */
export const entityPage = (entity: string): EntityPage =>
  PAGES[entity as AuditEntity] ?? { resource: entity };

/** The address of the record's page, or null where the superadmin has none to open. */
export const recordPath = (entity: string, id: number): string | null => {
  const { resource, page } = entityPage(entity);
  if (page === 'show') return `/${resource}/${id}/show`;
  if (page === 'edit') return `/${resource}/${id}`;
  return null;
};
