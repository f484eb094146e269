import {
  Card,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RentRoll, RentRollRow, RentRollTotals } from '../../domain/leaseReports';
import { useFormat } from '../common/useFormat';
import { groupsOf, rowKey, totalsFigures } from './rentRollGroups';

const COLUMNS = [
  { name: 'rooms', numeric: false },
  { name: 'renter', numeric: false },
  { name: 'contract', numeric: false },
  { name: 'area', numeric: true },
  { name: 'rate', numeric: true },
  { name: 'rent', numeric: true },
  { name: 'ends_on', numeric: false },
] as const;

const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const OBJECT_HEADING = { bgcolor: 'action.hover', fontWeight: 600 } as const;
const VACANT = { '& td': { color: 'text.secondary' } } as const;
const TOTAL = { '& th, & td': { color: 'text.primary', fontSize: '0.875rem', fontWeight: 700 } };

const label = (name: string) => `resources.contracts.rent_roll.${name}`;

/** A figure of the numeric columns: right-aligned, on one line, digits of one width. */
const Figure = ({ children }: { children: string }) => (
  <TableCell align="right" sx={NUMBER}>
    {children}
  </TableCell>
);

/** A lease (tenant and contract as links) or, muted, a room no lease covers this month. */
const RollRow = ({ row }: { row: RentRollRow }) => {
  const translate = useTranslate();
  const format = useFormat();
  const rooms = row.rooms.join(', ');
  if (row.contract_id === null)
    return (
      <TableRow sx={VACANT}>
        <TableCell>{rooms}</TableCell>
        <TableCell colSpan={2} sx={{ fontStyle: 'italic' }}>
          {translate(label('vacant'))}
        </TableCell>
        <Figure>{format.fixed(row.area)}</Figure>
        <TableCell colSpan={3} />
      </TableRow>
    );
  return (
    <TableRow hover>
      <TableCell>{rooms}</TableCell>
      <TableCell>
        <Link component={RouterLink} to={`/renters/${row.renter_id}/show`}>
          {row.renter}
        </Link>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Link component={RouterLink} to={`/contracts/${row.contract_id}/show`}>
          № {row.number}
        </Link>
      </TableCell>
      <Figure>{format.fixed(row.area)}</Figure>
      <Figure>{format.tenge(row.rate_per_m2)}</Figure>
      <Figure>{format.tenge(row.rent)}</Figure>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(row.ends_on)}</TableCell>
    </TableRow>
  );
};

/** An object's subtotal or the organization's total: the area, rate and rent columns summed. */
const TotalsRow = ({ title, totals }: { title: string; totals: RentRollTotals }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <TableRow sx={TOTAL}>
      <TableCell component="th" scope="row" colSpan={3}>
        {title}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {totalsFigures(totals, format, translate).join(' · ')}
        </Typography>
      </TableCell>
      <Figure>{format.fixed(totals.occupied_area + totals.vacant_area)}</Figure>
      <Figure>{format.tenge(totals.average_rate)}</Figure>
      <Figure>{format.tenge(totals.rent)}</Figure>
      <TableCell />
    </TableRow>
  );
};

/**
 * The rent roll as a table: each object's heading, its leases and vacant rooms and its
 * subtotal; the organization's total at the foot. Scrolls inside its card on a narrow window.
 */
export const RentRollTable = ({ roll }: { roll: RentRoll }) => {
  const translate = useTranslate();
  return (
    // `contain` keeps a narrow window from widening the page: the table scrolls instead.
    <TableContainer component={Card} sx={{ contain: 'inline-size' }}>
      <Table size="small" aria-label={translate(label('title'))}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.name}
                align={column.numeric ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {translate(label(column.name))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {groupsOf(roll).map((group) => (
          <TableBody key={group.object_id}>
            <TableRow>
              <TableCell
                component="th"
                scope="rowgroup"
                colSpan={COLUMNS.length}
                sx={OBJECT_HEADING}
              >
                {group.object_name}
              </TableCell>
            </TableRow>
            {group.rows.map((row) => (
              <RollRow key={rowKey(row)} row={row} />
            ))}
            <TotalsRow
              title={`${translate(label('subtotal'))}: ${group.object_name}`}
              totals={group}
            />
          </TableBody>
        ))}
        <TableFooter>
          <TotalsRow title={translate(label('total'))} totals={roll.totals} />
        </TableFooter>
      </Table>
    </TableContainer>
  );
};
