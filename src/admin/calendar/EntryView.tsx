import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { CalendarEntry } from '../../domain/calendar';
import { toWall } from './almatyTime';
import { calendarLocalizer, cultureOf } from './calendarLocalizer';
import { kindOf, recordPathOf } from './entryKinds';
import { entryTimeText } from './entryTime';
import { reminderLabel } from './reminderLabel';

/** The button that opens a read-only entry's record. */
const OPEN_LABEL: Record<CalendarEntry['source'], string> = {
  event: 'ra.action.show',
  task: 'app.calendar.open_task',
  bid: 'app.calendar.open_request',
  contract: 'app.calendar.open_contract',
  document: 'app.calendar.open_letter',
};

/**
 * An entry the user may only look at: a colleague's shared event (with its owner), a deadline
 * of a task or request, or a lease's critical date, with the way to its record.
 */
export const EntryView = ({ entry, onClose }: { entry: CalendarEntry; onClose: () => void }) => {
  const translate = useTranslate();
  const culture = cultureOf(useLocale());
  const titleId = useId();
  const path = recordPathOf(entry);
  const day = calendarLocalizer.format(toWall(entry.starts_at), 'EEEE, d MMMM yyyy', culture);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{entry.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography color="text.secondary">
            {translate(`app.calendar.kinds.${kindOf(entry)}`)}
          </Typography>
          <Typography>
            {day}, {entryTimeText(entry, culture, translate)}
          </Typography>
          {entry.owner && (
            <Typography>{translate('app.calendar.owner', { name: entry.owner.name })}</Typography>
          )}
          {entry.reminders.length > 0 && (
            <Typography>
              {translate('app.calendar.fields.reminders')}:{' '}
              {entry.reminders.map((m) => reminderLabel(m, translate)).join(', ')}
            </Typography>
          )}
          {entry.description && (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.description}</Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {path && (
          <Button component={Link} to={path} variant="contained">
            {translate(OPEN_LABEL[entry.source])}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
