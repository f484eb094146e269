import {
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { RentRoll, RentRollRow, RentRollTotals } from '../../domain/leaseReports';
import { useFormat } from '../common/useFormat';
import { groupsOf, rowKey, totalsFigures } from './rentRollGroups';

const label = (name: string) => `resources.contracts.rent_roll.${name}`;

/** A lease (tenant and contract as links) or, muted, a vacant room: a line of the object's card. */
const RollItem = ({ row }: { row: RentRollRow }) => {
  const translate = useTranslate();
  const format = useFormat();
  const rooms = row.rooms.join(', ');
  if (row.contract_id === null)
    return (
      <ListItem divider>
        <ListItemText
          primary={rooms}
          secondary={`${translate(label('vacant'))} · ${format.fixedArea(row.area)}`}
          slotProps={{
            primary: { color: 'text.secondary' },
            secondary: { sx: { fontStyle: 'italic' } },
          }}
        />
      </ListItem>
    );
  const terms = [
    format.fixedArea(row.area),
    translate(label('per_m2'), { amount: format.tenge(row.rate_per_m2) }),
    format.tenge(row.rent),
    row.ends_on && translate(label('until'), { date: format.date(row.ends_on) }),
  ].filter(Boolean);
  return (
    <ListItem divider>
      <ListItemText
        primary={
          <>
            {rooms} ·{' '}
            <Link component={RouterLink} to={`/renters/${row.renter_id}/show`}>
              {row.renter}
            </Link>
          </>
        }
        secondary={
          <>
            <Link component={RouterLink} to={`/contracts/${row.contract_id}/show`}>
              № {row.number}
            </Link>{' '}
            · {terms.join(' · ')}
          </>
        }
      />
    </ListItem>
  );
};

/** An object's subtotal or the organization's total, a figure a line. */
const Totals = ({ title, totals }: { title: string; totals: RentRollTotals }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <CardContent>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, fontWeight: 700 }}>
        <span>{title}</span>
        <span>{format.tenge(totals.rent)}</span>
      </Stack>
      {totalsFigures(totals, format, translate).map((figure) => (
        <Typography key={figure} variant="body2" color="text.secondary">
          {figure}
        </Typography>
      ))}
    </CardContent>
  );
};

/** The rent roll on a phone: a card per object with its lines and subtotal, then the total. */
export const RentRollCards = ({ roll }: { roll: RentRoll }) => {
  const translate = useTranslate();
  return (
    <Stack sx={{ gap: 2 }}>
      {groupsOf(roll).map((group) => (
        <Card key={group.object_id} component="section" aria-label={group.object_name}>
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="h6" component="h2">
              {group.object_name}
            </Typography>
          </CardContent>
          <List dense>
            {group.rows.map((row) => (
              <RollItem key={rowKey(row)} row={row} />
            ))}
          </List>
          <Totals title={translate(label('subtotal'))} totals={group} />
        </Card>
      ))}
      <Card>
        <Totals title={translate(label('total'))} totals={roll.totals} />
      </Card>
    </Stack>
  );
};
