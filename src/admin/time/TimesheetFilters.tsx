import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import { DEPARTMENTS } from '../../domain/employees';
import type { RealtyObject } from '../../domain/objects';
import { almatyToday } from '../../resources/contracts/contractDates';
import { monthNames } from '../../resources/contracts/monthNames';
import { useFormat } from '../common/useFormat';
import { shiftMonth } from './cellLook';

const label = (name: string) => `resources.time.filters.${name}`;

/** `2026-11` as `Ноябрь 2026`, `Қараша 2026`, `November 2026`. */
export const useMonthTitle = () => {
  const { locale } = useFormat();
  return (month: string) => {
    const [year, number] = month.split('-').map(Number);
    const name = monthNames(locale)[number - 1];
    return `${name.charAt(0).toLocaleUpperCase()}${name.slice(1)} ${year}`;
  };
};

/** The month shown, a step back or forward, and back to this month from another. */
const MonthStepper = ({ month, onMonth }: { month: string; onMonth: (month: string) => void }) => {
  const translate = useTranslate();
  const title = useMonthTitle();
  const current = almatyToday().slice(0, 7);
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={translate(label('month'))}
      sx={{ alignItems: 'center', gap: 0.5 }}
    >
      <IconButton
        aria-label={translate(label('previous'))}
        onClick={() => onMonth(shiftMonth(month, -1))}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 132, textAlign: 'center', fontWeight: 600 }}
      >
        {title(month)}
      </Typography>
      <IconButton
        aria-label={translate(label('next'))}
        onClick={() => onMonth(shiftMonth(month, 1))}
      >
        <ChevronRightIcon />
      </IconButton>
      {month !== current && (
        <Button size="small" onClick={() => onMonth(current)}>
          {translate(label('this_month'))}
        </Button>
      )}
    </Stack>
  );
};

/** A select of the filters: "all" first, applied when picked. */
const Picker = ({
  name,
  value,
  options,
  onPick,
}: {
  name: string;
  value: string;
  options: { value: string; name: string }[];
  onPick: (value: string) => void;
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
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
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
 * The timesheet's month (a step at a time), department and object; each change applies at once.
 * The department and object are offered only to those who see more than their own row, the
 * object only to those who may list the objects.
 */
export const TimesheetFilters = ({
  month,
  department,
  objectId,
  scoped,
  withObjects,
  onMonth,
  onDepartment,
  onObject,
  children,
}: {
  month: string;
  department: string;
  objectId: number | null;
  /** Whether the department and object apply (the caller reads more than its own row). */
  scoped: boolean;
  withObjects: boolean;
  onMonth: (month: string) => void;
  onDepartment: (department: string) => void;
  onObject: (objectId: number | null) => void;
  /** What acts on the month shown (the download), after the filters. */
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const { data: objects = [] } = useGetList<RealtyObject>(
    'objects',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: scoped && withObjects },
  );
  // An object not listed yet (the list still loading) shows as "all" until it is.
  const shownObject =
    objectId !== null && objects.some((o) => o.id === objectId) ? String(objectId) : '';
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <MonthStepper month={month} onMonth={onMonth} />
      {scoped && (
        <Picker
          name="department"
          value={department}
          options={[
            { value: '', name: translate(label('all_departments')) },
            ...DEPARTMENTS.map((d) => ({ value: d, name: translate(`enums.department.${d}`) })),
          ]}
          onPick={onDepartment}
        />
      )}
      {scoped && withObjects && (
        <Picker
          name="object"
          value={shownObject}
          options={[
            { value: '', name: translate(label('all_objects')) },
            ...objects.map((o) => ({ value: String(o.id), name: o.name })),
          ]}
          onPick={(next) => onObject(Number(next) || null)}
        />
      )}
      {children}
    </Stack>
  );
};
