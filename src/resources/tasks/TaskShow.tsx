import { Box, Card, CardContent, Divider, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Loading, ShowBase, Title, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EnumChip } from '../../admin/common/EnumChip';
import { FilesField } from '../../admin/common/FilesField';
import { useFormat } from '../../admin/common/useFormat';
import { DeadlineLeft } from './DeadlineLeft';
import { TaskActions } from './TaskActions';
import { TaskComments } from './TaskComments';
import { TaskHistory } from './TaskHistory';
import { TASK_PRIORITY_COLORS, TASK_STATUS_COLORS } from './taskChoices';
import type { TaskView } from './taskView';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{children ?? '—'}</Typography>
  </Box>
);

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
  const [tab, setTab] = useState(0);
  if (!task) return <Loading />;
  const f = (name: string) => translate(`resources.tasks.fields.${name}`);
  const name = translate('resources.tasks.name', { smart_count: 1 });
  return (
    <Stack sx={{ gap: 2, mt: 2 }}>
      <Title title={`${name} № ${task.number}`} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ gap: 2, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h5" component="h1">
                {name} № {task.number}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
                <EnumChip source="status" enumKey="task_status" colors={TASK_STATUS_COLORS} />
                <EnumChip
                  source="priority"
                  enumKey="task_priority"
                  colors={TASK_PRIORITY_COLORS}
                  variant="outlined"
                />
                <DeadlineLeft />
              </Stack>
            </Box>
            <TaskActions task={task} />
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            }}
          >
            <Item label={f('executor_id')}>{task.executor_name}</Item>
            <Item label={f('created_by')}>{task.creator_name}</Item>
            <Item label={f('deadline')}>{format.dateTime(task.deadline)}</Item>
            <Item label={f('category_id')}>
              {task.category_name ?? translate('resources.tasks.no_category')}
            </Item>
            <Item label={f('created_at')}>{format.dateTime(task.created_at)}</Item>
            <Item label={f('done_at')}>{task.done_at && format.dateTime(task.done_at)}</Item>
            <Item label={f('returned_count')}>{task.returned_count}</Item>
            {task.bid_id && (
              <Item label={f('bid_id')}>
                <RecordLink to={`/requests-journal/${task.bid_id}/show`}>
                  № {task.bid_number ?? task.bid_id}
                </RecordLink>
              </Item>
            )}
            {task.renter_id && (
              <Item label={f('renter_id')}>
                <RecordLink to={`/renters/${task.renter_id}/show`}>
                  {task.renter_name ?? `#${task.renter_id}`}
                </RecordLink>
              </Item>
            )}
            {task.room_id && (
              <Item label={f('room_id')}>
                <RecordLink to={`/rooms/${task.room_id}`}>
                  {task.room_label ?? `#${task.room_id}`}
                </RecordLink>
              </Item>
            )}
          </Box>
          <Box sx={{ mt: 2 }}>
            <Item label={f('description')}>
              <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {task.description}
              </span>
            </Item>
          </Box>
          {task.reject_reason && (
            <Box sx={{ mt: 2 }}>
              <Item label={f('reject_reason')}>{task.reject_reason}</Item>
            </Box>
          )}
          <Box sx={{ mt: 2 }}>
            <Item label={translate('app.upload.attachments')}>
              <FilesField />
            </Item>
          </Box>
        </CardContent>
      </Card>
      <Card>
        <Tabs value={tab} onChange={(_, value) => setTab(value)}>
          <Tab label={translate('resources.tasks.comments')} />
          <Tab label={translate('app.history.title')} />
        </Tabs>
        <CardContent>
          {tab === 0 ? (
            <TaskComments taskId={task.id} canWrite={task.actors.length > 0} />
          ) : (
            <TaskHistory taskId={task.id} updatedAt={task.updated_at} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};

/** `/tasks/{id}/show`: every field, the moves this caller may make, comments and history. */
export const TaskShow = () => (
  <ShowBase>
    <TaskCard />
  </ShowBase>
);
