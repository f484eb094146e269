import {
  Card,
  CardContent,
  Chip,
  Divider,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardAnswer, PendingItem } from '../../domain/dashboard';
import { toAlmatyInput } from '../../resources/tasks/deadline';
import { NOTIFICATIONS_PATH } from '../../routes';
import { useFormat } from '../common/useFormat';
import { pendingLink } from './dashboardLinks';

/** A moment written as Almaty's wall-clock time, whatever the browser's zone. */
const useAlmatyDateTime = () => {
  const format = useFormat();
  return (value: string | null) => (value ? format.dateTime(toAlmatyInput(value)) : '');
};

const PendingRow = ({ item }: { item: PendingItem }) => {
  const translate = useTranslate();
  const dateTime = useAlmatyDateTime();
  const status = translate(`enums.${item.kind === 'bid' ? 'bid' : 'task'}_status.${item.status}`);
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={pendingLink(item.kind, item.id)}>
        <ListItemText
          primary={`${translate(`app.dashboard.pending.${item.kind}`, { number: item.number })} · ${item.title}`}
          secondary={[
            status,
            item.deadline &&
              translate('app.dashboard.pending.deadline', { date: dateTime(item.deadline) }),
          ]
            .filter(Boolean)
            .join(' · ')}
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        />
        {item.overdue && (
          <Chip
            size="small"
            color="error"
            label={translate('app.dashboard.pending.overdue')}
            sx={{ ml: 1 }}
          />
        )}
      </ListItemButton>
    </ListItem>
  );
};

/** The caller's open requests and tasks (overdue first) and its latest unread notifications. */
export const PendingList = ({ pending }: { pending: DashboardAnswer['pending'] }) => {
  const translate = useTranslate();
  const dateTime = useAlmatyDateTime();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('app.dashboard.pending.title')}
        </Typography>
        {pending.items.length > 0 ? (
          <List dense disablePadding>
            {pending.items.map((item) => (
              <PendingRow key={`${item.kind}-${item.id}`} item={item} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {translate('app.dashboard.pending.empty')}
          </Typography>
        )}
        <Divider sx={{ my: 1 }} />
        <Typography variant="subtitle2" component="h3">
          {translate('app.dashboard.pending.unread', { count: pending.unread })}
        </Typography>
        {pending.notifications.length > 0 ? (
          <List dense disablePadding>
            {pending.notifications.map((n) => (
              <ListItem key={n.id} disablePadding>
                <ListItemButton component={RouterLink} to={`${NOTIFICATIONS_PATH}/${n.id}/show`}>
                  <ListItemText
                    primary={n.message}
                    secondary={dateTime(n.created_at)}
                    slotProps={{ primary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {translate('app.dashboard.pending.no_unread')}
          </Typography>
        )}
        <Link component={RouterLink} to={NOTIFICATIONS_PATH} underline="hover" sx={TOUCH_TARGET}>
          {translate('app.dashboard.pending.inbox')}
        </Link>
      </CardContent>
    </Card>
  );
};

/** A text link a finger can hit: at least 24 px tall (WCAG 2.5.8), as tall as a small button. */
const TOUCH_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 32 } as const;
