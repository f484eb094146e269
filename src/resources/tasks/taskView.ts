import type { Task, TaskActor, TaskStatus } from '../../domain/tasks';
import type { UploadedFile } from '../../providers/customMethods';

/** A task as `GET /api/tasks` lists it: the row, the names, and what this caller may do. */
export interface TaskRow extends Task {
  executor_name: string;
  creator_name: string;
  category_name: string | null;
  actors: TaskActor[];
  moves: TaskStatus[];
}

/** A task as `GET /api/tasks/{id}` shows it: the row with its files and linked records. */
export interface TaskView extends TaskRow {
  files: UploadedFile[];
  bid_number: number | null;
  renter_name: string | null;
  room_label: string | null;
  /** Why it was last returned for revision, while that rework is open (else null). */
  return_reason: string | null;
}
