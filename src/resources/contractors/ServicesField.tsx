import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Contractor } from '../../domain/contractors';

/** The services a contractor offers, as translated chips (the first `max`, then "+N"). */
export const ServicesField = ({
  max = Number.POSITIVE_INFINITY,
}: {
  max?: number;
  label?: string;
  sortable?: boolean;
}) => {
  const translate = useTranslate();
  const record = useRecordContext<Contractor>();
  if (!record) return null;
  const shown = record.services.slice(0, max);
  const rest = record.services.length - shown.length;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {shown.map((service) => (
        <Chip key={service} size="small" label={translate(`enums.contractor_service.${service}`)} />
      ))}
      {rest > 0 && <Chip size="small" variant="outlined" label={`+${rest}`} />}
    </Stack>
  );
};
