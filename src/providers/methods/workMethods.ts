import type { Identifier } from 'react-admin';
import type { z } from 'zod';
import type {
  Assignable,
  BulkChanged,
  WorkComment,
  WorkCommentInputs,
  WorkEvent,
  WorkModule,
} from '../../domain/assignedWork';
import type { AuditEntry } from '../../domain/audit';
import type { REQUEST_KINDS } from '../../domain/requestKinds';
import type { Bid, bidBulkAssignInput, bidRatingInput } from '../../domain/requests';
import type { RequestType } from '../../domain/requestTypes';
import type {
  Task,
  TaskCounts,
  taskBulkAssignInput,
  taskBulkDeadlineInput,
} from '../../domain/tasks';
import { httpJson } from '../http';

/** Calls of assigned work (requests and tasks): comments, history, assignment, the pickers. */
export const workMethods = {
  /** `GET /api/<module>/{id}/comments`: the record's thread, oldest first. */
  workComments: (module: WorkModule, id: Identifier) =>
    httpJson<WorkComment[]>(`/${module}/${id}/comments`),
  /** `POST /api/<module>/{id}/comments`: a comment (a request's may be internal, a task's has files). */
  addWorkComment: <M extends WorkModule>(module: M, id: Identifier, body: WorkCommentInputs[M]) =>
    httpJson<WorkComment>(`/${module}/${id}/comments`, { method: 'POST', body }),
  /** `GET /api/<module>/{id}/history`: who did what to the record, newest first. */
  workHistory: (module: WorkModule, id: Identifier) =>
    httpJson<WorkEvent[]>(`/${module}/${id}/history`),
  /**
   * `GET /api/<module>/executors`: whom the module's records may be assigned to; the superadmin
   * names the organization (`landlord_id`), anyone else gets their own.
   */
  assignable: (module: WorkModule, landlordId?: number) =>
    httpJson<Assignable[]>(`/${module}/executors${landlordId ? `?landlord_id=${landlordId}` : ''}`),
  /** `PUT /api/bids/{id}/executor`: the request's executor, or none. */
  assignBid: (id: Identifier, executorId: number | null) =>
    httpJson<Bid>(`/bids/${id}/executor`, { method: 'PUT', body: { executor_id: executorId } }),
  /** `POST /api/bids/assign`: one executor (or none) for many requests. */
  assignBids: (body: z.input<typeof bidBulkAssignInput>) =>
    httpJson<BulkChanged>('/bids/assign', { method: 'POST', body }),
  /** `PUT /api/bids/{id}/rating`: the renter's rating of a done request. */
  rateBid: (id: Identifier, body: z.input<typeof bidRatingInput>) =>
    httpJson<Bid>(`/bids/${id}/rating`, { method: 'PUT', body }),
  /** `GET /api/type-request/kind/{kind}`: the request types of a kind the organization offers. */
  requestTypes: (kind: (typeof REQUEST_KINDS)[keyof typeof REQUEST_KINDS]) =>
    httpJson<RequestType[]>(`/type-request/kind/${kind}`),
  /** `POST /api/tasks/bulk-assign`: one executor for many tasks. */
  assignTasks: (body: z.input<typeof taskBulkAssignInput>) =>
    httpJson<BulkChanged>('/tasks/bulk-assign', { method: 'POST', body }),
  /** `POST /api/tasks/bulk-deadline`: one new deadline for many tasks. */
  moveTaskDeadlines: (body: z.input<typeof taskBulkDeadlineInput>) =>
    httpJson<BulkChanged>('/tasks/bulk-deadline', { method: 'POST', body }),
  /** `PUT /api/tasks/{id}/deadline`: the creator's new deadline; an expired task goes back to work. */
  extendTaskDeadline: (id: Identifier, deadline: string) =>
    httpJson<Task>(`/tasks/${id}/deadline`, { method: 'PUT', body: { deadline } }),
  /** `GET /api/tasks/counts`: the tasks of each tab under the list's other filters. */
  taskCounts: (filter: Record<string, unknown>) =>
    httpJson<TaskCounts>(`/tasks/counts?filter=${encodeURIComponent(JSON.stringify(filter))}`),
  /** `GET /api/history/<resource>/{id}`: a record's audit log, newest first. */
  recordHistory: (resource: string, id: Identifier) =>
    httpJson<AuditEntry[]>(`/history/${resource}/${id}`),
};
