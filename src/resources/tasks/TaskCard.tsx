import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Card,
  CardContent,
  IconButton,
  Link,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { EnumChip } from '../../admin/common/EnumChip';
import type { TaskStatus } from '../../domain/tasks';
import { DeadlineLeft } from './DeadlineLeft';
import { moveLabel, TASK_PRIORITY_COLORS } from './taskChoices';
import type { TaskRow } from './taskView';

/**
 * A task on the board: dragged to another column to move it, or moved from its menu (the same
 * moves, for the keyboard).
 */
export const TaskCard = ({
  task,
  onDragStart,
  onDragEnd,
  onMove,
}: {
  task: TaskRow;
  onDragStart: () => void;
  onDragEnd: () => void;
  onMove: (to: TaskStatus) => void;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const movable = task.moves.length > 0;
  const label = translate('resources.tasks.board.card', {
    number: task.number,
    status: translate(`enums.task_status.${task.status}`),
  });
  return (
    <RecordContextProvider value={task}>
      <Card
        variant="outlined"
        role="listitem"
        aria-label={label}
        draggable={movable}
        onDragStart={(e) => {
          e.dataTransfer?.setData('text/plain', String(task.id));
          if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
          onDragStart();
        }}
        onDragEnd={onDragEnd}
        sx={{ cursor: movable ? 'grab' : 'default' }}
      >
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Link component={RouterLink} to={`/tasks/${task.id}/show`} variant="subtitle2">
              № {task.number}
            </Link>
            <EnumChip source="priority" enumKey="task_priority" colors={TASK_PRIORITY_COLORS} />
            <IconButton
              size="small"
              sx={{ ml: 'auto' }}
              aria-label={translate('resources.tasks.action.moves', { number: task.number })}
              aria-haspopup="menu"
              onClick={(e) => setAnchor(e.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Typography
            variant="body2"
            sx={{
              my: 0.5,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {task.description}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {task.executor_name}
          </Typography>
          <DeadlineLeft />
        </CardContent>
      </Card>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {movable ? (
          task.moves.map((to) => (
            <MenuItem
              key={to}
              onClick={() => {
                setAnchor(null);
                onMove(to);
              }}
            >
              {translate(moveLabel(to, task.status))}
            </MenuItem>
          ))
        ) : (
          <MenuItem disabled>{translate('resources.tasks.action.no_moves')}</MenuItem>
        )}
      </Menu>
    </RecordContextProvider>
  );
};
