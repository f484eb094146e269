import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { holidayNames } from '../../domain/holidays';
import type { CalendarSettings, Holiday } from '../../domain/requests';
import { formatLongDate } from '../../i18n/longDate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import { useFormat } from '../common/useFormat';
import { KEYS } from './settingsApi';

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The landlord's holidays by year: add one (date + name) or remove one after a confirmation. */
export const HolidaysPanel = ({
  holidays,
  canManage,
}: {
  holidays: Holiday[];
  canManage: boolean;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [draft, setDraft] = useState<Holiday>({ date: '', name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const years = [...new Set([thisYear, ...holidays.map((h) => yearOf(h.date))])].sort();
  const shown = holidays.filter((h) => yearOf(h.date) === year);
  const { locale } = useFormat();
  const format = (value: string) => formatLongDate(value, locale);
  /** A public holiday in the interface language; a day the landlord named, as it was typed. */
  const nameOf = (h: Holiday) => holidayNames(h.date, h.name)?.[locale] ?? h.name;
  const setList = (update: (list: Holiday[]) => Holiday[]) =>
    queryClient.setQueryData<CalendarSettings>(
      KEYS.calendar,
      (c) => c && { ...c, holidays: update(c.holidays) },
    );

  const add = useMutation({
    mutationFn: (holiday: Holiday) => dataProvider.addHoliday(holiday),
    onSuccess: (created) => {
      setList((list) =>
        [...list.filter((h) => h.date !== created.date), created].sort((a, b) =>
          a.date.localeCompare(b.date),
        ),
      );
      setYear(yearOf(created.date));
      setDraft({ date: '', name: '' });
      setErrors({});
      notify('app.settings.holidays.added', { type: 'success' });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else notify(messageKeyOf(error), { type: 'error' });
    },
  });
  const remove = useMutation({
    mutationFn: (holiday: Holiday) => dataProvider.removeHoliday(holiday.date),
    onSuccess: (_, holiday) => {
      setList((list) => list.filter((h) => h.date !== holiday.date));
      notify('app.settings.holidays.removed', { type: 'success' });
    },
    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
    onSettled: () => setRemoving(null),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate({ date: draft.date, name: draft.name.trim() });
  };
  const fieldError = (field: keyof Holiday) =>
    errors[field] ? translate(errors[field]) : undefined;

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('app.settings.holidays.title')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('app.settings.holidays.year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ width: 120 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate('app.settings.holidays.empty', { year })}
        </Typography>
      ) : (
        <List dense aria-label={translate('app.settings.holidays.list', { year })}>
          {shown.map((h) => (
            <ListItem
              key={h.date}
              divider
              secondaryAction={
                canManage && (
                  <IconButton
                    edge="end"
                    aria-label={translate('app.settings.holidays.remove', {
                      name: nameOf(h),
                      date: format(h.date),
                    })}
                    onClick={() => setRemoving(h)}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText primary={nameOf(h)} secondary={format(h.date)} />
            </ListItem>
          ))}
        </List>
      )}
      {canManage && (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, mt: 2, alignItems: { sm: 'flex-start' } }}
          aria-label={translate('app.settings.holidays.add')}
        >
          <TextField
            type="date"
            size="small"
            required
            label={translate('app.settings.holidays.date')}
            value={draft.date}
            onChange={(e) => setDraft({ ...draft, date: e.target.value })}
            error={Boolean(errors.date)}
            helperText={fieldError('date')}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
          <TextField
            size="small"
            required
            label={translate('app.settings.holidays.name')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            error={Boolean(errors.name)}
            helperText={fieldError('name')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={add.isPending}
            sx={{ mt: { sm: 1 }, minHeight: 48, whiteSpace: 'nowrap' }}
          >
            {translate('app.settings.holidays.add')}
          </Button>
        </Stack>
      )}
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="app.settings.holidays.remove_title"
        content="app.settings.holidays.remove_content"
        contentTranslateOptions={{
          name: removing ? nameOf(removing) : '',
          date: removing ? format(removing.date) : '',
        }}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
};
