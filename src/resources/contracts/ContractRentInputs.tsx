import { Box, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formGrid } from '../../admin/common/formGrid';
import { useFormat } from '../../admin/common/useFormat';
import { monthlyRent } from '../../domain/contracts';
import { useRoomsArea } from './useRoomsArea';

/** The monthly rent the terms make, read-only, in line with the inputs beside it. */
const RentPreview = styled('div')(({ theme }) => ({
  marginBottom: theme.spacing(2),
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
}));

/** A typed number, or null for an empty or unreadable input. */
const numberOf = (value: unknown) => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The leased area (empty: the rooms' sum, shown as its hint), the rate per m² a month and the
 * deposit; the monthly rent they make is shown as they are typed.
 */
export const ContractRentInputs = () => {
  const translate = useTranslate();
  const format = useFormat();
  const [roomIds, area, rate] = useWatch({ name: ['room_ids', 'area', 'rate_per_m2'] });
  const roomsArea = useRoomsArea(roomIds as number[] | undefined);
  const typedArea = numberOf(area);
  const leased = typedArea ?? roomsArea;
  const ratePerM2 = numberOf(rate);
  const rent = leased !== null && ratePerM2 !== null ? monthlyRent(leased, ratePerM2) : null;
  const areaHint =
    roomsArea === null
      ? translate('resources.contracts.area_hint_rooms')
      : translate('resources.contracts.area_hint', { area: format.area(roomsArea) });
  return (
    <Box sx={formGrid}>
      <NumberInput
        source="area"
        step="any"
        helperText={typedArea === null ? areaHint : undefined}
        placeholder={roomsArea === null ? undefined : String(roomsArea)}
      />
      <NumberInput source="rate_per_m2" step="any" isRequired />
      <RentPreview>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('resources.contracts.fields.monthly_rent')}
        </Typography>
        <Typography
          variant="h6"
          component="output"
          aria-label={translate('resources.contracts.fields.monthly_rent')}
        >
          {rent === null ? '—' : format.tenge(rent)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('resources.contracts.rent_hint')}
        </Typography>
      </RentPreview>
      <NumberInput source="deposit" step="any" />
    </Box>
  );
};
