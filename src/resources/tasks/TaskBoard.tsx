import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import {
  COMPLETED_TASK_STATUSES,
  CURRENT_TASK_STATUSES,
  type TaskStatus,
} from '../../domain/tasks';
import { ReasonDialog } from './ReasonDialog';
import { TaskCard } from './TaskCard';
import { needsReason } from './taskChoices';
import type { TaskRow } from './taskView';
import { useTaskMove } from './useTaskMove';

const BY_DEADLINE = { field: 'deadline', order: 'ASC' } as const;

/**
 * The work in hand by status, a column each, with the list's filters: the current tasks and the
 * done ones awaiting a decision (the tabs are the list's). Accepted and rejected are columns to
 * drop on. Dragging a card to another column moves the task: only the columns of the card's
 * `moves` take it; the card goes there at once and springs back if the server refuses.
 */
export const TaskBoard = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { tab: _tab, ...filter } = filterValues;
  const page = { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: BY_DEADLINE };
  const current = useGetList<TaskRow>('tasks', { filter: { ...filter, tab: 'current' }, ...page });
  const awaiting = useGetList<TaskRow>('tasks', { filter: { ...filter, status: 'done' }, ...page });
  const data = useMemo(
    () => (current.data && awaiting.data ? [...current.data, ...awaiting.data] : undefined),
    [current.data, awaiting.data],
  );
  const isPending = current.isPending || awaiting.isPending;
  const total =
    current.total !== undefined && awaiting.total !== undefined
      ? current.total + awaiting.total
      : undefined;
  const { move, busy } = useTaskMove();
  const [dragging, setDragging] = useState<TaskRow | null>(null);
  const [over, setOver] = useState<TaskStatus | null>(null);
  // Cards placed ahead of the server, over the rows they were placed on: fresh rows carry the
  // statuses the server holds, and the placements end with them.
  const [placed, setPlaced] = useState<{ rows?: TaskRow[]; at: Record<number, TaskStatus> }>({
    at: {},
  });
  const [asking, setAsking] = useState<{ task: TaskRow; to: TaskStatus } | null>(null);
  const at = placed.rows === data ? placed.at : {};

  const send = async (task: TaskRow, to: TaskStatus, reason?: string) => {
    setPlaced({ rows: data, at: { ...at, [task.id]: to } });
    const result = await move(task.id, to, reason);
    if (!result.ok) {
      setPlaced((p) => {
        const { [task.id]: _, ...rest } = p.at;
        return { ...p, at: rest };
      });
    }
    return result;
  };
  const start = (task: TaskRow, to: TaskStatus) => {
    if (!task.moves.includes(to)) return;
    if (needsReason(to)) setAsking({ task, to });
    else void send(task, to);
  };
  const statusOf = (task: TaskRow) => at[task.id] ?? task.status;
  const rows = data ?? [];

  return (
    // `contain` keeps the columns from widening the page: the board scrolls sideways instead.
    <Box sx={{ p: 1, contain: 'inline-size' }}>
      {isPending && <LinearProgress />}
      {total !== undefined && total > rows.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('resources.tasks.board.first', { count: rows.length })}
        </Alert>
      )}
      <Stack
        direction="row"
        aria-label={translate('resources.tasks.board.label')}
        sx={{ gap: 1, overflowX: 'auto', pb: 1, alignItems: 'flex-start' }}
      >
        {[...CURRENT_TASK_STATUSES, ...COMPLETED_TASK_STATUSES].map((status) => {
          const cards = rows.filter((t) => statusOf(t) === status);
          const open = dragging?.moves.includes(status) ?? false;
          const name = translate(`enums.task_status.${status}`);
          return (
            <Box
              key={status}
              component="section"
              aria-label={name}
              data-status={status}
              onDragOver={(e) => {
                if (!open) return;
                e.preventDefault();
                setOver(status);
              }}
              onDragLeave={() => setOver((o) => (o === status ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                if (dragging && open) start(dragging, status);
                setDragging(null);
              }}
              sx={{
                flex: '0 0 260px',
                minHeight: 160,
                p: 1,
                borderRadius: 1,
                bgcolor: 'action.hover',
                outline: open ? '2px dashed' : 'none',
                outlineColor: over === status ? 'primary.main' : 'divider',
              }}
            >
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {name} · {cards.length}
              </Typography>
              <Stack role="list" aria-label={name} sx={{ gap: 1 }}>
                {cards.map((task) => (
                  <TaskCard
                    key={task.id}
                    task={{ ...task, status: statusOf(task) }}
                    onDragStart={() => setDragging(task)}
                    onDragEnd={() => {
                      setDragging(null);
                      setOver(null);
                    }}
                    onMove={(to) => start(task, to)}
                  />
                ))}
                {cards.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {translate('resources.tasks.board.empty')}
                  </Typography>
                )}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <ReasonDialog
        asking={asking && { from: asking.task.status, to: asking.to }}
        busy={busy}
        onSend={(reason) =>
          asking ? send(asking.task, asking.to, reason) : Promise.resolve({ ok: true })
        }
        onClose={() => setAsking(null)}
      />
    </Box>
  );
};
