import { taskComments, taskEvents } from '../../db/schema';
import type { AssignedWork } from '../../lib/assignedWork/work';

/** The attachments' entity of a task comment's files. */
export const TASK_COMMENT_ENTITY = 'task_comment';

/** Tasks as assigned work: executed by `tasks` levels, with a history and comments with files. */
export const TASK_WORK: AssignedWork = {
  module: 'tasks',
  resource: 'tasks',
  events: taskEvents,
  eventOf: { key: 'task_id', column: taskEvents.task_id },
  comments: taskComments,
  commentOf: { key: 'task_id', column: taskComments.task_id },
  commentFiles: TASK_COMMENT_ENTITY,
};
