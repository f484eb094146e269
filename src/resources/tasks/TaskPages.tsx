import { Create, Edit, useRecordContext } from 'react-admin';
import { TaskForm } from './TaskForm';
import type { TaskView } from './taskView';

/** `/tasks/create`: a new task, then its page. */
export const TaskCreate = () => (
  <Create redirect="show">
    <TaskForm mode="create" />
  </Create>
);

/** The edit form with the files the task already has. */
const EditForm = () => {
  const task = useRecordContext<TaskView>();
  if (!task) return null;
  return <TaskForm mode="edit" defaults={{ file_ids: task.files.map((f) => f.id) }} />;
};

/** `/tasks/{id}`: the creator's (or a manager's) edit of an open task. */
export const TaskEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <EditForm />
  </Edit>
);
