import AddTaskIcon from '@mui/icons-material/AddTask';
import AlarmIcon from '@mui/icons-material/Alarm';
import GroupsIcon from '@mui/icons-material/Groups';
import { Button, ButtonGroup, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QUICK_ACTIONS, type QuickAction } from './quickActions';

const ICONS = { reminder: AlarmIcon, meeting: GroupsIcon, task: AddTaskIcon } as const;

const actionsFor = (mayCreateTask: boolean) =>
  QUICK_ACTIONS.filter((action) => action !== 'task' || mayCreateTask);

/** The toolbar's quick actions: a new reminder, meeting or task in one click. */
export const QuickActions = ({
  mayCreateTask,
  onAction,
}: {
  mayCreateTask: boolean;
  onAction: (action: QuickAction) => void;
}) => {
  const translate = useTranslate();
  return (
    <ButtonGroup
      variant="contained"
      aria-label={translate('app.calendar.quick.title')}
      sx={{ maxWidth: '100%', '& .MuiButton-root': { px: { xs: 1, sm: 2 }, minWidth: 0 } }}
    >
      {actionsFor(mayCreateTask).map((action) => {
        const Icon = ICONS[action];
        return (
          <Button key={action} startIcon={<Icon />} onClick={() => onAction(action)}>
            {translate(`app.calendar.quick.${action}`)}
          </Button>
        );
      })}
    </ButtonGroup>
  );
};

/** The same three at an empty slot of the grid, where it was clicked or selected. */
export const SlotMenu = ({
  position,
  mayCreateTask,
  onAction,
  onClose,
}: {
  position: { top: number; left: number } | null;
  mayCreateTask: boolean;
  onAction: (action: QuickAction) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Menu
      open={position !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={position ?? undefined}
      aria-label={translate('app.calendar.quick.title')}
    >
      {actionsFor(mayCreateTask).map((action) => {
        const Icon = ICONS[action];
        return (
          <MenuItem
            key={action}
            onClick={() => {
              onClose();
              onAction(action);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(`app.calendar.quick.${action}`)}</ListItemText>
          </MenuItem>
        );
      })}
    </Menu>
  );
};
