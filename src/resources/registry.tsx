import ApartmentIcon from '@mui/icons-material/Apartment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import CategoryIcon from '@mui/icons-material/Category';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import DescriptionIcon from '@mui/icons-material/Description';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import HandymanIcon from '@mui/icons-material/Handyman';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import NotificationsIcon from '@mui/icons-material/Notifications';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SendIcon from '@mui/icons-material/Send';
import ShareIcon from '@mui/icons-material/Share';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { type ComponentType, lazy, type ReactNode } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import { SpecPathRedirect } from '../admin/common/SpecPathRedirect';
import { settled } from '../admin/common/settled';
import type { AuditLogRow } from '../domain/audit';
import type { Contractor } from '../domain/contractors';
import type { Employee } from '../domain/employees';
import type { DemoRequest, SupportMessage } from '../domain/inbox';
import type { Landlord } from '../domain/landlord';
import type { ReceivedNotification, SentNotification } from '../domain/notifications';
import type { RealtyObject, Room } from '../domain/objects';
import type { Questionnaire } from '../domain/questionnaire';
import type { ObjectType, SocialNetwork } from '../domain/reference';
import type { Renter } from '../domain/renters';
import type { Bid } from '../domain/requests';
import type { RequestType } from '../domain/requestTypes';
import { RESOURCE_INFO, type ResourceInfo, type ResourceName } from '../domain/resources';
import type { Role } from '../domain/roles';
import { roomLabel } from '../domain/roomLabel';
import type { Task } from '../domain/tasks';
import type { VisitorMessage } from '../domain/visitors';
import { localized } from '../i18n/localized';
import { shortText } from '../i18n/shortText';
import { RENTER_LETTER_ROUTE } from '../routes';
import type { ContractRow } from './contracts/contractView';
import type { DocumentRow } from './documents/documentView';

export const PAGE_NAMES = ['list', 'show', 'create', 'edit'] as const;
export type PageName = (typeof PAGE_NAMES)[number];
/** A resource folder's `index`: its screens. */
export type ResourcePages = Partial<Record<PageName, ComponentType>>;

type Definition = Omit<ResourceProps, 'name'> & { icon: NonNullable<ResourceProps['icon']> };

/** How the registry knows a resource: the menu's icon and title at once, the screens on demand. */
interface Screens {
  icon: Definition['icon'];
  recordRepresentation: NonNullable<ResourceProps['recordRepresentation']>;
  /** Fetches the resource's screens: its own chunk, loaded the first time one of them opens. */
  load: () => Promise<{ default: ResourcePages }>;
  /** The screens the resource has (react-admin offers create, show and edit by them). */
  pages: readonly PageName[];
  /** The action that puts it in the menu: reading it, or (reference lists everyone reads) keeping it. */
  menuAction?: 'list' | 'create';
  /** Roles that read it only inside another screen, so the menu leaves it out for them. */
  noMenuFor?: readonly Role[];
  /** The menu's words for a role that reads only its own records ("My contracts" for a renter). */
  menuLabelFor?: Partial<Record<Role, string>>;
  /** Extra routes under the resource: the spec's old paths and the like. */
  routes?: ReactNode;
}

/** A staff resource: its domain facts, its pages, and how the menu offers it. */
export interface ResourceEntry extends ResourceInfo {
  definition: Definition;
  menuAction: 'list' | 'create';
  noMenuFor?: readonly Role[];
  menuLabelFor?: Screens['menuLabelFor'];
  routes?: ReactNode;
  load: Screens['load'];
  pages: readonly PageName[];
}

const editPath = <Route key="update" path="update/:id" element={<SpecPathRedirect />} />;
const viewPath = <Route key="view" path="view/:id" element={<SpecPathRedirect show />} />;
const BidCreate = lazy(() =>
  import('./requests-journal/BidPages').then((m) => ({ default: m.BidCreate })),
);
const RenterLetterPage = lazy(() =>
  import('./documents/RenterLetterPage').then((m) => ({ default: m.RenterLetterPage })),
);

/** Each resource's screens; adding a resource = its folder + a line here and in RESOURCE_INFO. */
const SCREENS: Record<ResourceName, Screens> = {
  landlords: {
    icon: BusinessIcon,
    recordRepresentation: (r: Landlord) => r.name,
    load: () => import('./landlords'),
    pages: ['list', 'create', 'edit'],
    routes: editPath,
  },
  'demo-requests': {
    icon: CoPresentIcon,
    recordRepresentation: (r: DemoRequest) => r.name,
    load: () => import('./demo-requests'),
    pages: ['list'],
  },
  'support-messages': {
    icon: SupportAgentIcon,
    recordRepresentation: (r: SupportMessage) => r.name,
    load: () => import('./support-messages'),
    pages: ['list'],
  },
  'requests-journal': {
    icon: AssignmentIcon,
    recordRepresentation: (r: Bid) => `№ ${r.number}`,
    load: () => import('./requests-journal'),
    pages: ['list', 'show', 'create', 'edit'],
    routes: [
      <Route key="create" path="create/:typeId" element={<BidCreate />} />,
      viewPath,
      <Route key="edit" path="edit/:id" element={<SpecPathRedirect />} />,
    ],
  },
  tasks: {
    icon: TaskAltIcon,
    recordRepresentation: (r: Task) => `№ ${r.number}`,
    load: () => import('./tasks'),
    pages: ['list', 'show', 'create', 'edit'],
  },
  'visitor-messages': {
    icon: RateReviewIcon,
    recordRepresentation: (r: VisitorMessage) => shortText(r.text, 40),
    load: () => import('./visitor-messages'),
    pages: ['list', 'show'],
  },
  'application-forms': {
    icon: AssignmentIndIcon,
    recordRepresentation: (r: Questionnaire) => r.brand_name,
    load: () => import('./application-forms'),
    pages: ['list', 'show'],
    routes: <Route path=":id" element={<SpecPathRedirect show />} />,
  },
  renters: {
    icon: StorefrontIcon,
    recordRepresentation: (r: Renter) => r.outlet_name ?? r.legal_name,
    load: () => import('./renters'),
    pages: ['list', 'show', 'create', 'edit'],
    routes: [viewPath, editPath],
  },
  employees: {
    icon: BadgeIcon,
    recordRepresentation: (r: Employee) => r.full_name,
    load: () => import('./employees'),
    pages: ['list', 'create', 'edit'],
    routes: editPath,
  },
  contractors: {
    icon: HandymanIcon,
    recordRepresentation: (r: Contractor) => r.company_name,
    load: () => import('./contractors'),
    pages: ['list', 'show', 'create', 'edit'],
    routes: [viewPath, <Route key="edit" path="edit/:id" element={<SpecPathRedirect />} />],
  },
  contracts: {
    icon: DescriptionIcon,
    recordRepresentation: (r: ContractRow) => `№ ${r.number}`,
    load: () => import('./contracts'),
    pages: ['list', 'show', 'create', 'edit'],
    menuLabelFor: { renter: 'app.menu.my_contracts' },
  },
  documents: {
    icon: MarkEmailReadIcon,
    recordRepresentation: (r: DocumentRow) => `№ ${r.number}`,
    load: () => import('./documents'),
    pages: ['list', 'show', 'create', 'edit'],
    menuLabelFor: { renter: 'app.menu.my_letters' },
    // A renter writes its own letter on a page of its own, not in staff's form.
    routes: <Route path={RENTER_LETTER_ROUTE} element={<RenterLetterPage />} />,
  },
  'employee-notifications': {
    icon: SendIcon,
    recordRepresentation: (r: SentNotification) => shortText(r.message, 40),
    load: () => import('./employee-notifications'),
    pages: ['list', 'create', 'show'],
  },
  notifications: {
    icon: NotificationsIcon,
    recordRepresentation: (r: ReceivedNotification) => shortText(r.message, 40),
    load: () => import('./notifications'),
    pages: ['list', 'show'],
  },
  objects: {
    icon: ApartmentIcon,
    recordRepresentation: (r: RealtyObject) => r.name,
    load: () => import('./objects'),
    pages: ['list', 'show', 'create', 'edit'],
  },
  rooms: {
    icon: MeetingRoomIcon,
    recordRepresentation: (r: Room) => roomLabel(r),
    load: () => import('./rooms'),
    pages: ['list', 'create', 'edit'],
    // A renter reads its company's rooms on its card ("My company").
    noMenuFor: ['renter'],
  },
  'type-object': {
    icon: CategoryIcon,
    recordRepresentation: (r: ObjectType) => localized(r.name),
    load: () => import('./type-object'),
    pages: ['list', 'create', 'edit'],
    menuAction: 'create',
  },
  'type-request': {
    icon: DynamicFormIcon,
    recordRepresentation: (r: RequestType) => localized(r.name),
    load: () => import('./type-request'),
    pages: ['list', 'create', 'edit'],
    menuAction: 'create',
  },
  'social-network': {
    icon: ShareIcon,
    recordRepresentation: (r: SocialNetwork) => localized(r.name),
    load: () => import('./social-network'),
    pages: ['list', 'create', 'edit'],
    menuAction: 'create',
  },
  'audit-log': {
    icon: ManageHistoryIcon,
    // The changed record's number, as the entry's row names it ("Объект № 12").
    recordRepresentation: (r: AuditLogRow) => `№ ${r.entity_id}`,
    load: () => import('./audit-log'),
    pages: ['list'],
  },
};

type ScreensModule = Awaited<ReturnType<Screens['load']>>;

/** Each resource's screens module once fetched. */
const fetched = new Map<ResourceName, ScreensModule>();

/** The resource's loader, keeping what it fetched. */
const remembering =
  (name: ResourceName, load: Screens['load']) => async (): Promise<ScreensModule> => {
    const screens = await load();
    fetched.set(name, screens);
    return screens;
  };

/**
 * React.lazy screens over one loader: the first screen opened fetches the resource's chunk;
 * once it is here (fetched before the app's first render, or by another screen) a screen draws
 * at once, without a suspended render and its fallback. Each is rendered through a function, as
 * a screen the resource itself fetches later (a lazy component) may not be what a lazy
 * component resolves to.
 */
const lazyPages = (name: ResourceName, load: Screens['load'], pages: readonly PageName[]) =>
  Object.fromEntries(
    pages.map((page) => {
      const screenOf = (screens: ScreensModule) => {
        const Screen = screens.default[page] as ComponentType;
        return { default: () => <Screen /> };
      };
      return [
        page,
        lazy(() => {
          const screens = fetched.get(name);
          return screens ? settled(screenOf(screens)) : load().then(screenOf);
        }),
      ];
    }),
  ) as ResourcePages;

/** The staff app's resources, read by the app, its menu (`menuItems.ts` orders it) and its routes. */
export const RESOURCES: readonly ResourceEntry[] = RESOURCE_INFO.map((info) => {
  const screens = SCREENS[info.name];
  const load = remembering(info.name, screens.load);
  return {
    ...info,
    menuAction: screens.menuAction ?? 'list',
    noMenuFor: screens.noMenuFor,
    menuLabelFor: screens.menuLabelFor,
    routes: screens.routes,
    load,
    pages: screens.pages,
    definition: {
      icon: screens.icon,
      recordRepresentation: screens.recordRepresentation,
      ...lazyPages(info.name, load, screens.pages),
    },
  };
});

export const resourceEntry = (name: ResourceName) =>
  RESOURCES.find((r) => r.name === name) as ResourceEntry;
