import { Box, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

interface RefusalTooltipProps {
  /** Why the control is disabled, as an i18n key; null leaves the control as it is. */
  reason: string | null;
  /** The wrapper takes the whole width (a field), not just its content's (a button). */
  block?: boolean;
  children: ReactElement;
}

/**
 * Tells on hover why a disabled control cannot be used (a disabled element gets no pointer
 * events, so the hint sits on a wrapper around it).
 */
export const RefusalTooltip = ({ reason, block, children }: RefusalTooltipProps) => {
  const translate = useTranslate();
  if (!reason) return children;
  return (
    <Tooltip title={translate(reason)} describeChild>
      <Box component="span" sx={{ display: block ? 'block' : 'inline-block' }}>
        {children}
      </Box>
    </Tooltip>
  );
};
