import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CALENDAR_EDIT_SCOPES, type CalendarEditScope } from '../../domain/calendar';

/**
 * Asks which part of a repeating event a change or delete touches: this occurrence, this and
 * the following ones, or the whole series.
 */
export const ScopeDialog = ({
  open,
  action,
  onChoose,
  onCancel,
}: {
  open: boolean;
  action: 'save' | 'delete';
  onChoose: (scope: CalendarEditScope) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [scope, setScope] = useState<CalendarEditScope>('this');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate(
          action === 'save' ? 'app.calendar.scope.save_title' : 'app.calendar.scope.delete_title',
        )}
      </DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          value={scope}
          onChange={(event) => setScope(event.target.value as CalendarEditScope)}
        >
          {CALENDAR_EDIT_SCOPES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={translate(`app.calendar.scope.${value}`)}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={action === 'delete' ? 'error' : 'primary'}
          onClick={() => onChoose(scope)}
        >
          {translate(action === 'save' ? 'ra.action.save' : 'ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
