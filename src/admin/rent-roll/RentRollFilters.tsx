import { MenuItem, Stack, type SxProps, TextField, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import type { RealtyObject } from '../../domain/objects';
import { monthNames } from '../../resources/contracts/monthNames';
import { useFormat } from '../common/useFormat';

/** The years the picker offers around the shown one. */
const YEARS_AROUND = 5;

const label = (name: string) => `resources.contracts.rent_roll.${name}`;

interface Option {
  value: number | '';
  name: string;
}

/** One of the filters: a small select of `options` under its label, applied when picked. */
const Picker = ({
  name,
  value,
  options,
  onPick,
  sx,
}: {
  name: string;
  value: number | '';
  options: Option[];
  onPick: (value: string) => void;
  sx: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={translate(label(name))}
      value={value}
      onChange={(event) => onPick(event.target.value)}
      sx={sx}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The rent roll's month (a month and a year, `YYYY-MM`) and object (all of them, or one); each
 * change applies at once.
 */
export const RentRollFilters = ({
  month,
  objectId,
  onMonth,
  onObject,
  children,
}: {
  month: string;
  objectId: number | null;
  onMonth: (month: string) => void;
  onObject: (objectId: number | null) => void;
  /** What acts on the chosen month (the download), after the pickers. */
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const { locale } = useFormat();
  const { data: objects = [] } = useGetList<RealtyObject>('objects', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
  });
  const [year, monthNumber] = month.split('-').map(Number);
  const years = Array.from({ length: YEARS_AROUND * 2 + 1 }, (_, i) => year - YEARS_AROUND + i);
  const pick = (y: number, m: number) => onMonth(`${y}-${String(m).padStart(2, '0')}`);
  const names = monthNames(locale).map(
    (name) => name.charAt(0).toLocaleUpperCase() + name.slice(1),
  );
  // An object not listed yet (the list still loading) shows as "all" until it is.
  const shownObject = objectId !== null && objects.some((o) => o.id === objectId) ? objectId : '';
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <Picker
        name="month"
        value={monthNumber}
        options={names.map((name, index) => ({ value: index + 1, name }))}
        onPick={(next) => pick(year, Number(next))}
        sx={{ minWidth: 140 }}
      />
      <Picker
        name="year"
        value={year}
        options={years.map((y) => ({ value: y, name: String(y) }))}
        onPick={(next) => pick(Number(next), monthNumber)}
        sx={{ minWidth: 96 }}
      />
      <Picker
        name="object"
        value={shownObject}
        options={[
          { value: '', name: translate(label('all_objects')) },
          ...objects.map((object) => ({ value: object.id, name: object.name })),
        ]}
        onPick={(next) => onObject(Number(next) || null)}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      />
      {children}
    </Stack>
  );
};
