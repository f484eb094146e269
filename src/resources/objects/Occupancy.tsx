import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import type { RealtyObject } from '../../domain/objects';

/** Rooms and square metres occupied out of all, with a bar. */
export const Occupancy = ({ object }: { object: RealtyObject }) => {
  const translate = useTranslate();
  const format = useFormat();
  const share = object.area_total ? (object.area_occupied / object.area_total) * 100 : 0;
  return (
    <Stack sx={{ gap: 0.5, minWidth: 180 }}>
      <Typography variant="body2">
        {translate('resources.objects.occupancy', {
          occupied: object.rooms_occupied,
          total: object.rooms_total,
          area_occupied: format.number(object.area_occupied),
          area_total: format.number(object.area_total),
        })}
      </Typography>
      <LinearProgress variant="determinate" value={share} aria-label={`${Math.round(share)} %`} />
    </Stack>
  );
};
