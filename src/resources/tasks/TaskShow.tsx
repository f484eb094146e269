import { Alert, AlertTitle, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, ShowBase, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { WorkBlock, WorkCard, WorkField } from '../../admin/assignedWork/WorkCard';
import { WorkComments } from '../../admin/assignedWork/WorkComments';
import { EnumChip } from '../../admin/common/EnumChip';
import { FilesField } from '../../admin/common/FilesField';
import { useFormat } from '../../admin/common/useFormat';
import { DeadlineLeft } from './DeadlineLeft';
import { TaskActions } from './TaskActions';
import { TaskHistory } from './TaskHistory';
import { TASK_PRIORITY_COLORS, TASK_STATUS_COLORS } from './taskChoices';
import type { TaskView } from './taskView';

/** Statuses in which `done_at` is the task's completion; after a return it is only history. */
const COMPLETED_AT: readonly TaskView['status'][] = ['done', 'accepted'];

/** A link to a linked record's page, or nothing. */
const RecordLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);

const TaskCard = () => {
  const translate = useTranslate();
  const format = useFormat();
  const task = useRecordContext<TaskView>();
  if (!task) return <Loading />;
  const f = (name: string) => translate(`resources.tasks.fields.${name}`);
  const name = translate('resources.tasks.name', { smart_count: 1 });
  return (
    <WorkCard
      title={`${name} № ${task.number}`}
      heading={`${name} № ${task.number}`}
      chips={
        <>
          <EnumChip source="status" enumKey="task_status" colors={TASK_STATUS_COLORS} />
          <EnumChip
            source="priority"
            enumKey="task_priority"
            colors={TASK_PRIORITY_COLORS}
            variant="outlined"
          />
          <DeadlineLeft />
        </>
      }
      actions={<TaskActions task={task} />}
      notice={
        task.return_reason && (
          <Alert severity="warning">
            <AlertTitle>{translate('resources.tasks.returned_title')}</AlertTitle>
            <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {task.return_reason}
            </span>
          </Alert>
        )
      }
      fields={
        <>
          <WorkField label={f('executor_id')}>{task.executor_name}</WorkField>
          <WorkField label={f('created_by')}>{task.creator_name}</WorkField>
          <WorkField label={f('deadline')}>{format.dateTime(task.deadline)}</WorkField>
          <WorkField label={f('category_id')}>
            {task.category_name ?? translate('resources.tasks.no_category')}
          </WorkField>
          <WorkField label={f('created_at')}>{format.dateTime(task.created_at)}</WorkField>
          {COMPLETED_AT.includes(task.status) && (
            <WorkField label={f('done_at')}>
              {task.done_at && format.dateTime(task.done_at)}
            </WorkField>
          )}
          <WorkField label={f('returned_count')}>{task.returned_count}</WorkField>
          {task.bid_id && (
            <WorkField label={f('bid_id')}>
              <RecordLink to={`/requests-journal/${task.bid_id}/show`}>
                № {task.bid_number ?? task.bid_id}
              </RecordLink>
            </WorkField>
          )}
          {task.renter_id && (
            <WorkField label={f('renter_id')}>
              <RecordLink to={`/renters/${task.renter_id}/show`}>
                {task.renter_name ?? `#${task.renter_id}`}
              </RecordLink>
            </WorkField>
          )}
          {task.room_id && (
            <WorkField label={f('room_id')}>
              <RecordLink to={`/rooms/${task.room_id}`}>
                {task.room_label ?? `#${task.room_id}`}
              </RecordLink>
            </WorkField>
          )}
        </>
      }
      comments={<WorkComments module="tasks" id={task.id} canWrite={task.actors.length > 0} />}
      history={<TaskHistory task={task} />}
    >
      <WorkBlock label={f('description')}>
        <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{task.description}</span>
      </WorkBlock>
      {task.reject_reason && <WorkBlock label={f('reject_reason')}>{task.reject_reason}</WorkBlock>}
      <WorkBlock label={translate('app.upload.attachments')}>
        <FilesField />
      </WorkBlock>
    </WorkCard>
  );
};

/** `/tasks/{id}/show`: every field, the moves this caller may make, comments and history. */
export const TaskShow = () => (
  <ShowBase>
    <TaskCard />
  </ShowBase>
);
