import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { DAY_MARKS, type DayMark, dayMarkInput } from '../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAction } from '../common/useAction';
import { DayForm, useDayFormErrors } from './DayForm';

const label = (name: string) => `resources.time.mark.${name}`;

const FIELDS = ['kind', 'reason', 'to'] as const;

/**
 * A day, or a run of days up to a last one, marked as vacation, sick leave or a business trip,
 * with its ground (an order's number): the grid then shows the mark's code, not an absence.
 */
export const MarkForm = ({
  employeeId,
  day,
  current,
  onDone,
  onCancel,
}: {
  employeeId: number;
  day: string;
  /** The day's mark, if any: the form starts from it. */
  current: { kind: DayMark; reason: string } | null;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [kind, setKind] = useState<DayMark>(current?.kind ?? 'vacation');
  const [reason, setReason] = useState(current?.reason ?? '');
  const [to, setTo] = useState('');
  const { errors, clear, helper, send, shown } = useDayFormErrors(FIELDS);
  const mark = useAction({
    call: (body: { kind: DayMark; reason: string; to: string | null }) =>
      dataProvider.markDays(employeeId, day, body),
    done: (result) => ({ message: label('saved'), args: { smart_count: result.days.length } }),
    onDone,
    fields: shown,
  });

  const submit = async () => {
    await send(
      dayMarkInput.safeParse({ kind, reason, to: to || null }),
      to && to < day ? { to: 'validation.mark_to_before' } : {},
      mark.run,
    );
  };
  return (
    <DayForm
      title={translate(label('title'))}
      save={translate(label('save'))}
      busy={mark.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          required
          label={translate(label('kind'))}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as DayMark);
            clear('kind');
          }}
          error={Boolean(errors.kind)}
          helperText={errors.kind ? translate(errors.kind) : undefined}
          sx={{ minWidth: 200, flex: '1 1 200px' }}
        >
          {DAY_MARKS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`resources.time.sheet.states.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={translate(label('to'))}
          value={to}
          onChange={(e) => {
            setTo(e.target.value);
            clear('to');
          }}
          error={Boolean(errors.to)}
          helperText={helper('to', translate(label('to_hint')))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: day } }}
          sx={{ minWidth: 170, flex: '1 1 170px' }}
        />
      </Stack>
      <TextField
        size="small"
        required
        label={translate(label('reason'))}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          clear('reason');
        }}
        error={Boolean(errors.reason)}
        helperText={helper('reason', translate(label('reason_hint')))}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </DayForm>
  );
};
