import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { TaskList } from './TaskList';

// The list comes with the chunk; the page and the forms are fetched when first opened.
const TaskShow = lazy(() => import('./TaskShow').then((m) => ({ default: m.TaskShow })));
const TaskCreate = lazy(() => import('./TaskPages').then((m) => ({ default: m.TaskCreate })));
const TaskEdit = lazy(() => import('./TaskPages').then((m) => ({ default: m.TaskEdit })));

/** `/tasks`: list (table or board), `{id}/show`, `create`, `{id}` (edit). */
export default {
  list: TaskList,
  show: TaskShow,
  create: TaskCreate,
  edit: TaskEdit,
} satisfies Omit<ResourceProps, 'name'>;
