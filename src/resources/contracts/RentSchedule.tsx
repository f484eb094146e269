import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import { scheduleByYear } from './contractDates';
import type { ContractView } from './contractView';
import { monthNames } from './monthNames';

const NUMBER_CELL = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const TOTAL_CELL = { color: 'text.primary', fontSize: '0.875rem', fontWeight: 700 } as const;

/**
 * The rent month by month over the whole term, a calendar year a column (free months at 0, the
 * first and last months pro rata, months outside the term empty), each year's sum below it and
 * the term's at the bottom.
 */
export const RentSchedule = () => {
  const translate = useTranslate();
  const format = useFormat();
  const contract = useRecordContext<ContractView>();
  // A list's row stands in while the card's own answer (with its schedule) is on its way.
  if (!contract?.schedule) return null;
  const { years, total } = scheduleByYear(contract.schedule);
  if (years.length === 0) {
    return (
      <Typography color="text.secondary">
        {translate('resources.contracts.schedule.empty')}
      </Typography>
    );
  }
  return (
    // `contain`: a long term scrolls inside the card instead of widening the page.
    <TableContainer sx={{ contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('resources.contracts.schedule.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.contracts.schedule.month')}</TableCell>
            {years.map((row) => (
              <TableCell key={row.year} align="right">
                {row.year}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {monthNames(format.locale).map((name, month) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              {years.map(({ year, months }) => (
                <TableCell key={year} align="right" sx={NUMBER_CELL}>
                  {months[month] === null ? '' : format.tenge(months[month])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={TOTAL_CELL}>
              {translate('resources.contracts.schedule.year_total')}
            </TableCell>
            {years.map((row) => (
              <TableCell key={row.year} align="right" sx={{ ...NUMBER_CELL, ...TOTAL_CELL }}>
                {format.tenge(row.total)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={years.length} sx={TOTAL_CELL}>
              {translate('resources.contracts.schedule.total')}
            </TableCell>
            <TableCell align="right" sx={{ ...NUMBER_CELL, ...TOTAL_CELL }}>
              {format.tenge(total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
};
