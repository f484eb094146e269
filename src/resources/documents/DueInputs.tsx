import { Box } from '@mui/material';
import { DateInput, NumberInput, RadioButtonGroupInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formGrid } from '../../admin/common/formGrid';
import { MAX_REPLY_DAYS } from '../../domain/documents';
import { DUE_MODES, type DueMode } from './documentFormValues';

const MODE_CHOICES = DUE_MODES.map((id) => ({ id, name: `resources.documents.due_mode.${id}` }));

/**
 * When the reply is due: on a day, or in a number of business days from registration (the
 * organization's calendar counts them on the server).
 */
export const DueInputs = () => {
  const mode = useWatch({ name: 'due_mode' }) as DueMode | undefined;
  return (
    <Box sx={formGrid}>
      <RadioButtonGroupInput source="due_mode" choices={MODE_CHOICES} row />
      {mode === 'days' ? (
        <NumberInput source="due_in_days" min={1} max={MAX_REPLY_DAYS} step={1} />
      ) : (
        <DateInput source="due_on" label="resources.documents.due_by" />
      )}
    </Box>
  );
};
