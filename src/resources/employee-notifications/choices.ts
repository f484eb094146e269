import type { ChipProps } from '@mui/material';
import type { NotificationAudience } from '../../domain/notifications';

export const AUDIENCE_COLORS: Readonly<
  Record<NotificationAudience, NonNullable<ChipProps['color']>>
> = {
  all: 'primary',
  employees: 'info',
  renters: 'success',
  users: 'default',
};
