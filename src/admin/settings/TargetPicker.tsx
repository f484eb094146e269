import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Whose public link to show: the whole organization (`''`) or one of its objects. */
export const TargetPicker = ({
  value,
  onChange,
  organization,
  objects,
}: {
  value: number | '';
  onChange: (value: number | '') => void;
  organization: string;
  objects: readonly { id: number; name: string }[];
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.settings.qr.target')}
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        {translate('app.settings.qr.whole_organization', { name: organization })}
      </MenuItem>
      {objects.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
