import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WorkModule } from '../../domain/assignedWork';
import { useAssignable } from './useAssignable';

type AssigneeSelectProps = Omit<TextFieldProps, 'select' | 'onChange' | 'value'> & {
  module: WorkModule;
  /** The chosen person's id as text; '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The "nobody" choice's label (an i18n key), where the executor may be cleared. */
  noneLabel?: string;
  /** The record's organization: whose people the superadmin picks from. */
  landlordId?: number;
};

/** A picker of the person to assign the module's records to, from the module's own list. */
export const AssigneeSelect = ({
  module,
  value,
  onChange,
  noneLabel,
  landlordId,
  ...props
}: AssigneeSelectProps) => {
  const translate = useTranslate();
  const people = useAssignable(module, true, landlordId);
  return (
    <TextField select value={value} onChange={(e) => onChange(e.target.value)} {...props}>
      {noneLabel && <MenuItem value="">{translate(noneLabel)}</MenuItem>}
      {people.map((p) => (
        <MenuItem key={p.id} value={String(p.id)}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
