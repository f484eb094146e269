import {
  Button,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { UnknownCard } from '../../../providers/methods/timeMethods';
import { useFormat } from '../../common/useFormat';
import { QueryStatus } from '../QueryStatus';
import { AttachCardDialog } from './AttachCardDialog';
import { TimePanel } from './TimePanel';
import { TIME_KEYS } from './timeQueries';

const label = (name: string) => `resources.devices.cards.${name}`;

/** Cards the devices read that no employee holds, each to be given to one. */
export const UnknownCardsPanel = ({ canManage }: { canManage: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useFormat();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: TIME_KEYS.unknownCards,
    queryFn: () => dataProvider.unknownCards(),
  });
  const [attaching, setAttaching] = useState<UnknownCard | null>(null);
  const cards = query.data ?? [];
  return (
    <TimePanel>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(label('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate(label('hint'))}
        </Typography>
        <QueryStatus query={query} />
        {query.isSuccess && cards.length === 0 && (
          <Typography color="text.secondary">{translate(label('empty'))}</Typography>
        )}
        {cards.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={translate(label('title'))}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(label('card'))}</TableCell>
                  <TableCell align="right">{translate(label('events'))}</TableCell>
                  <TableCell>{translate(label('first_at'))}</TableCell>
                  <TableCell>{translate(label('last_at'))}</TableCell>
                  <TableCell>{translate(label('device'))}</TableCell>
                  {canManage && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {cards.map((card) => (
                  <TableRow key={card.card}>
                    <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                      {card.card}
                    </TableCell>
                    <TableCell align="right">{format.number(card.events, 0)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {format.dateTime(card.first_at)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {format.dateTime(card.last_at)}
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>{card.device_name ?? '—'}</TableCell>
                    {canManage && (
                      <TableCell align="right">
                        <Button
                          size="small"
                          onClick={() => setAttaching(card)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {translate(label('attach'))}
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {attaching && (
        <AttachCardDialog
          card={attaching}
          onClose={() => setAttaching(null)}
          onAttached={() => {
            setAttaching(null);
            void queryClient.invalidateQueries({ queryKey: TIME_KEYS.unknownCards });
          }}
        />
      )}
    </TimePanel>
  );
};
