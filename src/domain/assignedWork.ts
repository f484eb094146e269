import type { z } from 'zod';
import type { AttachedFile } from './files';
import type { bidCommentInput } from './requests';
import type { taskCommentInput } from './tasks';

/** The modules whose records are assigned to an executor and worked: requests and tasks. */
export type WorkModule = 'bids' | 'tasks';

/** `GET /api/<module>/executors`: a person the module's records may be assigned to. */
export interface Assignable {
  id: number;
  name: string;
  department: string | null;
}

/**
 * `GET /api/<module>/{id}/comments`: one comment of the thread. A request's comment may be
 * internal (the renter does not see it); a task's may carry files and no text.
 */
export interface WorkComment {
  id: number;
  author_id: number | null;
  author_name: string | null;
  text: string | null;
  created_at: string;
  internal?: boolean;
  files?: AttachedFile[];
}

/** `POST /api/<module>/{id}/comments`: what a comment of each module sends. */
export interface WorkCommentInputs {
  bids: z.input<typeof bidCommentInput>;
  tasks: z.input<typeof taskCommentInput>;
}

/** `GET /api/<module>/{id}/history`: an event of the record (newest first), with who caused it. */
export interface WorkEvent {
  id: number;
  type: string;
  from_status: string | null;
  to_status: string | null;
  data: { reason?: string; rating?: number; executor_id?: number | null; to?: string };
  at: string;
  user_id: number | null;
  user_name: string | null;
  /** For an assignment: the executor it named. */
  executor_name: string | null;
}

/** How many records a bulk change (assign, deadline) changed. */
export interface BulkChanged {
  updated: number;
}
