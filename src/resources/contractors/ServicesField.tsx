import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Contractor } from '../../domain/contractors';

/** A list's chips: a long service name wraps onto a second line within a narrow column. */
const WRAPPING_CHIP = {
  height: 'auto',
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;

/**
 * The services a contractor offers, as translated chips (the first `max`, then "+N"); `narrow`
 * keeps them within a list's column (11rem).
 */
export const ServicesField = ({
  max = Number.POSITIVE_INFINITY,
  narrow = false,
}: {
  max?: number;
  narrow?: boolean;
  label?: string;
  sortable?: boolean;
}) => {
  const translate = useTranslate();
  const record = useRecordContext<Contractor>();
  if (!record) return null;
  const shown = record.services.slice(0, max);
  const rest = record.services.length - shown.length;
  return (
    <Stack
      direction="row"
      sx={{ gap: 0.5, flexWrap: 'wrap', ...(narrow ? { maxWidth: '11rem' } : {}) }}
    >
      {shown.map((service) => (
        <Chip
          key={service}
          size="small"
          label={translate(`enums.contractor_service.${service}`)}
          sx={narrow ? WRAPPING_CHIP : undefined}
        />
      ))}
      {rest > 0 && <Chip size="small" variant="outlined" label={`+${rest}`} />}
    </Stack>
  );
};
