import TableChartIcon from '@mui/icons-material/TableChart';
import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { mayReadAllLeases, type RentRollParams } from '../../domain/leaseReports';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';
import { almatyToday } from '../../resources/contracts/contractDates';
import { RENT_ROLL_PATH } from '../../routes';
import { ExcelDownloadButton } from '../common/ExcelDownloadButton';
import { PageTitle } from '../common/PageTitle';
import { usePhone } from '../common/usePhone';
import { NoAccess } from '../layout/NoAccess';
import { QueryStatus } from '../settings/QueryStatus';
import { RentRollCards } from './RentRollCards';
import { RentRollFilters } from './RentRollFilters';
import { RentRollTable } from './RentRollTable';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const label = (name: string) => `resources.contracts.rent_roll.${name}`;

/**
 * The month and object shown, kept in the address (`?month=&object_id=`) so a link opens the
 * same view; this month in Kazakhstan (UTC+5) and every object by default.
 */
const useRentRollView = (): RentRollParams & { set: (key: string, value: string) => void } => {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    month: MONTH.test(asked) ? asked : almatyToday().slice(0, 7),
    object_id: Number(params.get('object_id')) || null,
    set,
  };
};

/** The month's rent roll; the last answer stays on screen while the next loads. */
const useRentRoll = (params: RentRollParams) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['contracts', 'rent-roll', params],
    queryFn: () => dataProvider.rentRoll(params),
    placeholderData: keepPreviousData,
    // A refusal (403) gets the same answer again; the error offers a retry instead.
    retry: false,
  });
};

const RentRollScreen = () => {
  const translate = useTranslate();
  const phone = usePhone();
  const { month, object_id, set } = useRentRollView();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useRentRoll({ month, object_id });
  const roll = query.isError ? undefined : query.data;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <PageTitle title={translate(label('title'))} />
      <Card sx={{ mb: 2 }}>
        {/* The month and object: a search form, applied as they change. */}
        <CardContent
          component="form"
          role="search"
          aria-label={translate(label('period'))}
          onSubmit={(event) => event.preventDefault()}
        >
          <RentRollFilters
            month={month}
            objectId={object_id ?? null}
            onMonth={(next) => set('month', next)}
            onObject={(next) => set('object_id', next ? String(next) : '')}
          >
            <ExcelDownloadButton
              fetchFile={(onProgress) =>
                dataProvider.downloadExcel('rent-roll', { month, object_id }, onProgress)
              }
            />
          </RentRollFilters>
        </CardContent>
      </Card>
      <QueryStatus query={query} />
      {query.isPlaceholderData && <LinearProgress aria-label={translate(label('loading'))} />}
      {roll && roll.rows.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
          <TableChartIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {translate(label('empty'))}
          </Typography>
          <Typography color="text.secondary">{translate(label('empty_hint'))}</Typography>
        </Box>
      )}
      {roll &&
        roll.rows.length > 0 &&
        (phone ? <RentRollCards roll={roll} /> : <RentRollTable roll={roll} />)}
    </Box>
  );
};

/**
 * `/contracts/rent-roll`: a month's leases and vacant rooms per object, each object's subtotal
 * (leased and vacant area, occupancy, rent, average rate) and the organization's total. For
 * those who read every lease; anyone else is sent home.
 */
export const RentRollPage = () => {
  const { user } = useSession();
  if (!user) return <LinearProgress sx={{ mt: 2 }} />;
  if (!mayReadAllLeases(user)) return <NoAccess />;
  return <RentRollScreen />;
};

RentRollPage.path = RENT_ROLL_PATH;
