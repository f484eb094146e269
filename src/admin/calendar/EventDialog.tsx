import { zodResolver } from '@hookform/resolvers/zod';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type Control, type FieldPath, useController, useForm } from 'react-hook-form';
import {
  CALENDAR_EVENT_TYPES,
  type CalendarEditScope,
  type CalendarEntry,
  type CalendarEventInput,
  type CalendarEventRow,
  calendarEventInput,
} from '../../domain/calendar';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import { EventTimeFields } from './EventTimeFields';
import { asksScope, updateBody } from './eventValues';
import { RemindersField } from './RemindersField';
import { RepeatFields } from './RepeatFields';
import { ScopeDialog } from './ScopeDialog';
import { useCalendarWrites } from './useCalendarData';

/** What the dialog edits: a new event's values, or a stored one opened from an entry. */
export interface EventDraft {
  values: CalendarEventInput;
  event?: CalendarEventRow;
  entry?: CalendarEntry;
}

type EventControl = Control<CalendarEventInput>;

const TextInput = ({
  control,
  name,
  label,
  multiline,
  autoFocus,
}: {
  control: EventControl;
  name: 'title' | 'description';
  label: string;
  multiline?: boolean;
  autoFocus?: boolean;
}) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...field}
      inputRef={field.ref}
      value={field.value ?? ''}
      label={translate(label)}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ? translate(fieldState.error.message) : ' '}
      required={name === 'title'}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      fullWidth
    />
  );
};

const TypeInput = ({ control }: { control: EventControl }) => {
  const translate = useTranslate();
  const { field, fieldState } = useController({ control, name: 'type' });
  return (
    <TextField
      select
      inputRef={field.ref}
      label={translate('app.calendar.fields.type')}
      value={field.value ?? 'meeting'}
      onChange={(event) => field.onChange(event.target.value)}
      error={fieldState.invalid}
      helperText=" "
      fullWidth
    >
      {CALENDAR_EVENT_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {translate(`enums.calendar_event_type.${type}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

const SwitchInput = ({
  control,
  name,
  label,
}: {
  control: EventControl;
  name: 'push' | 'shared';
  label: string;
}) => {
  const translate = useTranslate();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={field.value ?? false}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
      label={translate(label)}
    />
  );
};

const FORM_FIELDS = new Set<string>([
  'title',
  'type',
  'starts_at',
  'ends_at',
  'repeat',
  'repeat_weekdays',
  'repeat_until',
  'repeat_count',
  'reminders',
  'description',
]);

/**
 * A new or own event's form in a dialog, checked with the server's rules before it is sent; the
 * server's own field errors are shown next to their fields. A change or delete of an occurrence
 * of a repeating event first asks which part of the series it touches.
 */
export const EventDialog = ({
  draft,
  mayShare,
  onClose,
}: {
  draft: EventDraft;
  mayShare: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { create, update, remove } = useCalendarWrites();
  const [asking, setAsking] = useState<null | {
    action: 'save' | 'delete';
    values?: CalendarEventInput;
  }>(null);
  const form = useForm<CalendarEventInput>({
    resolver: zodResolver(calendarEventInput) as never,
    defaultValues: draft.values,
  });
  const { control, handleSubmit, setError } = form;
  const { event, entry } = draft;

  const failed = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    const shown = Object.entries(fields ?? {}).filter(([field]) =>
      FORM_FIELDS.has(field.split('.')[0]),
    );
    for (const [field, message] of shown) {
      setError(field.split('.')[0] as FieldPath<CalendarEventInput>, { message });
    }
    if (shown.length === 0) notify(messageKeyOf(error), { type: 'error' });
  };
  const done = (message: string) => {
    notify(message, { type: 'success' });
    onClose();
  };

  const save = (values: CalendarEventInput, scope: CalendarEditScope = 'all') => {
    if (!event) {
      create.mutate(values, { onSuccess: () => done('app.calendar.created'), onError: failed });
      return;
    }
    const target = { scope, occurrence: scope === 'all' ? null : (entry?.occurrence ?? null) };
    update.mutate(
      { id: event.id, data: updateBody(values, event, entry, target) },
      { onSuccess: () => done('app.calendar.saved'), onError: failed },
    );
  };
  const erase = (scope: CalendarEditScope = 'all') => {
    if (!event) return;
    const target = { scope, occurrence: scope === 'all' ? null : (entry?.occurrence ?? null) };
    remove.mutate(
      { id: event.id, target },
      { onSuccess: () => done('app.calendar.deleted'), onError: failed },
    );
  };

  const onSubmit = handleSubmit((values) => {
    if (event && asksScope(entry)) setAsking({ action: 'save', values });
    else save(values);
  });
  const onDelete = () => {
    if (asksScope(entry)) setAsking({ action: 'delete' });
    else erase();
  };
  const busy = create.isPending || update.isPending || remove.isPending;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {translate(event ? 'app.calendar.edit_title' : 'app.calendar.new_title')}
      </DialogTitle>
      <DialogContent>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={onSubmit} sx={{ pt: 1 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
              columnGap: 2,
            }}
          >
            <TextInput control={control} name="title" label="app.calendar.fields.title" autoFocus />
            <TypeInput control={control} />
          </Box>
          <EventTimeFields control={control} />
          <RepeatFields control={control} />
          <RemindersField control={control} />
          <Box sx={{ display: 'flex', flexDirection: 'column', my: 1 }}>
            <SwitchInput control={control} name="push" label="app.calendar.fields.push" />
            {mayShare && (
              <SwitchInput control={control} name="shared" label="app.calendar.fields.shared" />
            )}
          </Box>
          <TextInput
            control={control}
            name="description"
            label="app.calendar.fields.description"
            multiline
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {event && (
          <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
            {translate('ra.action.delete')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={busy}>
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
      <ScopeDialog
        open={asking !== null}
        action={asking?.action ?? 'save'}
        onCancel={() => setAsking(null)}
        onChoose={(scope) => {
          const pending = asking;
          setAsking(null);
          if (pending?.action === 'save' && pending.values) save(pending.values, scope);
          if (pending?.action === 'delete') erase(scope);
        }}
      />
    </Dialog>
  );
};
