import { TextInput } from 'react-admin';
import { fromAlmatyInput, toAlmatyInput } from './deadline';

/** The deadline's date and time as on a clock in Almaty; the value keeps its +05:00 offset. */
export const DeadlineInput = ({ source = 'deadline' }: { source?: string }) => (
  <TextInput
    source={source}
    type="datetime-local"
    label="resources.tasks.fields.deadline"
    helperText="resources.tasks.deadline_hint"
    format={toAlmatyInput}
    parse={fromAlmatyInput}
    isRequired
    slotProps={{ inputLabel: { shrink: true } }}
  />
);
