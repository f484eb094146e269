import AttachFileIcon from '@mui/icons-material/AttachFile';
import {
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { RequestFieldDef } from '../../domain/requestTypes';
import { useLocalized } from './kindChoices';

type DraftField = Partial<RequestFieldDef> | null;

/** One field as a tenant will see it, disabled: plain MUI, so nothing joins the form's values. */
const PreviewField = ({ field }: { field: NonNullable<DraftField> }) => {
  const translate = useTranslate();
  const localized = useLocalized();
  const label = localized(field.label) || field.key || '—';
  const required = field.required === true;
  const common = { label, required, disabled: true, size: 'small', fullWidth: true } as const;
  switch (field.type) {
    case 'textarea':
      return <TextField {...common} multiline minRows={3} />;
    case 'number':
      return <TextField {...common} type="number" />;
    case 'date':
    case 'time':
      return (
        <TextField {...common} type={field.type} slotProps={{ inputLabel: { shrink: true } }} />
      );
    case 'select': {
      const options = (field.options ?? []).filter(Boolean);
      return (
        <TextField
          {...common}
          select
          value=""
          helperText={options.map((o) => localized(o.label) || o.value).join(' · ')}
        >
          <MenuItem value="" />
        </TextField>
      );
    }
    case 'checkbox':
      return (
        <FormControlLabel
          disabled
          control={<Checkbox size="small" />}
          label={required ? `${label} *` : label}
        />
      );
    case 'file':
      return (
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          <FormLabel disabled required={required}>
            {label}
          </FormLabel>
          <Button size="small" variant="outlined" disabled startIcon={<AttachFileIcon />}>
            {translate('app.upload.add_files')}
          </Button>
        </Stack>
      );
    default:
      return <TextField {...common} />;
  }
};

/** A live preview of the request form a tenant fills in, in the interface language. */
export const FormPreview = () => {
  const translate = useTranslate();
  const localized = useLocalized();
  const name = useWatch({ name: 'name' });
  const fields = ((useWatch({ name: 'fields' }) as DraftField[] | undefined) ?? []).filter(
    (f): f is NonNullable<DraftField> => Boolean(f),
  );
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 480, bgcolor: 'action.hover' }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate('resources.type-request.preview')}
        </Typography>
        <Typography variant="subtitle1" gutterBottom>
          {localized(name) || '—'}
        </Typography>
        <Stack sx={{ gap: 2, mt: 1 }}>
          {fields.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.type-request.preview_empty')}
            </Typography>
          )}
          {fields.map((field, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: keys may repeat while being typed
            <PreviewField key={index} field={field} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
