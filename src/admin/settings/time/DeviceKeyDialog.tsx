import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  styled,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Device } from '../../../providers/methods/timeMethods';
import { CopyButton } from './CopyButton';
import { curlExample } from './deviceStatus';

const label = (name: string) => `resources.devices.key.${name}`;

const Example = styled('pre')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(1.5),
  // Wrapped rather than scrolled, so a phone shows it whole; copying takes the text as it is.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
}));

/** The key whole, wrapped on a narrow screen: a cut key would be copied by hand wrongly. */
const KeyField = styled(TextField)({
  '& textarea': { fontFamily: 'monospace', wordBreak: 'break-all' },
});

/**
 * A new key, shown this once: with a copy button, the warning that it will not be shown again,
 * and the request an integrator can run to send the first pass with it.
 */
export const DeviceKeyDialog = ({
  device,
  onClose,
}: {
  device: Device & { key: string };
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // The example's time is taken when the key is shown, so it is recent enough to be stored.
  const [now] = useState(() => Date.now());
  const example = curlExample(window.location.origin, device.key, now);
  return (
    <Dialog open fullWidth fullScreen={phone} maxWidth="md" aria-labelledby="device-key-title">
      <DialogTitle id="device-key-title">
        {translate(label('title'), { name: device.name })}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Alert severity="warning">{translate(label('warning'))}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: 'stretch' }}>
            <KeyField
              fullWidth
              multiline
              size="small"
              label={translate(label('label'))}
              value={device.key}
              onFocus={(event) => event.target.select()}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            />
            <Box sx={{ flexShrink: 0 }}>
              <CopyButton text={device.key} label={label('copy')} variant="contained" />
            </Box>
          </Stack>
          <div>
            <Typography variant="subtitle2" component="h3">
              {translate(label('example'))}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(label('example_hint'))}
            </Typography>
            <Example aria-label={translate(label('example'))}>{example}</Example>
            <Box sx={{ mt: 1 }}>
              <CopyButton text={example} label={label('copy_example')} />
            </Box>
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate(label('done'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
