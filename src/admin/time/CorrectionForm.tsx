import {
  Checkbox,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { addDays } from '../../domain/rentSchedule';
import {
  PASS_DIRECTIONS,
  type PassCorrection,
  type PassDirection,
  passCorrectionInput,
} from '../../domain/time';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { PassEventRow } from '../../providers/methods/timeMethods';
import { useAction } from '../common/useAction';
import { almatyClock, almatyDayOf } from './cellLook';
import { DayForm, useDayFormErrors } from './DayForm';

const label = (name: string) => `resources.time.correction.${name}`;

/** The fields a server's refusal is shown under; any other goes to the notice. */
const FIELDS = ['direction', 'at', 'reason', 'replaces_id'] as const;

/**
 * A staff member's correction of a day: an arrival or a departure added, or one of the day's
 * passes replaced (a wrong time), always with a reason. The time is Almaty's, on this day, or
 * on the next for a night shift's departure.
 */
export const CorrectionForm = ({
  employeeId,
  day,
  passes,
  nightShift,
  onDone,
  onCancel,
}: {
  employeeId: number;
  day: string;
  /** The day's passes still counted: the ones a correction may replace. */
  passes: PassEventRow[];
  /** Whether a departure may fall on the next day (the schedule or the day crosses midnight). */
  nightShift: boolean;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [direction, setDirection] = useState<PassDirection>('in');
  const [time, setTime] = useState('');
  const [nextDay, setNextDay] = useState(false);
  const [replaces, setReplaces] = useState('');
  const [reason, setReason] = useState('');
  const { errors, clear, helper, send, shown } = useDayFormErrors(FIELDS);
  const correct = useAction({
    call: (body: PassCorrection) => dataProvider.correctPass(body),
    done: label('saved'),
    onDone,
    fields: shown,
  });
  const mayNextDay = direction === 'out' && nightShift;

  /** Picking a pass to replace starts from its direction and time. */
  const pickReplaced = (value: string) => {
    setReplaces(value);
    clear('replaces_id');
    const pass = passes.find((p) => String(p.id) === value);
    if (!pass) return;
    setDirection(pass.direction);
    setTime(almatyClock(pass.at));
    setNextDay(almatyDayOf(pass.at) !== day);
  };

  const submit = async () => {
    const date = mayNextDay && nextDay ? addDays(day, 1) : day;
    const body = {
      employee_id: employeeId,
      direction,
      at: `${date}T${time}:00+05:00`,
      reason,
      replaces_id: replaces ? Number(replaces) : null,
    };
    await send(
      passCorrectionInput.safeParse(body),
      time ? {} : { at: 'validation.required' },
      correct.run,
    );
  };
  return (
    <DayForm
      title={translate(label('title'))}
      save={translate(label('save'))}
      busy={correct.isPending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        select
        size="small"
        label={translate(label('replaces'))}
        value={replaces}
        onChange={(e) => pickReplaced(e.target.value)}
        error={Boolean(errors.replaces_id)}
        helperText={helper('replaces_id')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate(label('replaces_none'))}</MenuItem>
        {passes.map((pass) => (
          <MenuItem key={pass.id} value={String(pass.id)}>
            {`${almatyClock(pass.at)} · ${translate(`resources.time.day.directions.${pass.direction}`)}`}
            {pass.device_name ? ` · ${pass.device_name}` : ''}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={direction}
          onChange={(_, next: PassDirection | null) => next && setDirection(next)}
          aria-label={translate(label('direction'))}
        >
          {PASS_DIRECTIONS.map((d) => (
            <ToggleButton key={d} value={d} sx={{ px: 2 }}>
              {translate(`resources.time.day.directions.${d}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {errors.direction && (
          <FormHelperText error sx={{ alignSelf: 'center' }}>
            {translate(errors.direction)}
          </FormHelperText>
        )}
        <TextField
          type="time"
          size="small"
          required
          label={translate(label('time'))}
          value={time}
          onChange={(e) => {
            setTime(e.target.value);
            clear('at');
          }}
          error={Boolean(errors.at)}
          helperText={helper('at')}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 160 }}
        />
      </Stack>
      {mayNextDay && (
        <FormControlLabel
          control={<Checkbox checked={nextDay} onChange={(e) => setNextDay(e.target.checked)} />}
          label={translate(label('next_day'))}
        />
      )}
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
        helperText={helper('reason')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </DayForm>
  );
};
