import {
  Card,
  CardContent,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useDeferredValue } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { LocalizedName } from '../../domain/reference';
import type { LandlordRequestType } from '../../domain/requestTypes';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useExecutors } from '../../resources/requests-journal/useRequestTypes';
import { QueryStatus } from './QueryStatus';
import { ExecutorSelect, ShowSwitch, SlaField } from './RequestTypeControls';
import { KEYS } from './settingsApi';

/** Settings → request types: which the tenants see, their SLA and default executor. */
const RequestTypesTab = ({ canManage }: { canManage: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const query = useQuery({
    queryKey: KEYS.requestTypes,
    queryFn: () => dataProvider.landlordRequestTypes(),
  });
  const executors = useExecutors();
  const nameOf = (row: LandlordRequestType) =>
    row.type.name[locale as keyof LocalizedName] || row.type.name.ru;
  // The answer arrives as an urgent update; its rows of inputs are drawn as a transition.
  const data = useDeferredValue(query.data);
  const rows = data ?? [];

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.settings.requests.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.requests.hint')}
        </Typography>
        <QueryStatus query={query} />
        {data !== undefined && rows.length === 0 && (
          <Typography color="text.secondary">{translate('app.settings.requests.empty')}</Typography>
        )}
        {wide && rows.length > 0 && (
          <Table size="small" aria-label={translate('app.settings.requests.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.settings.requests.type')}</TableCell>
                <TableCell>{translate('app.settings.requests.show')}</TableCell>
                <TableCell>{translate('app.settings.requests.sla')}</TableCell>
                <TableCell>{translate('app.settings.requests.executor')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const name = nameOf(row);
                const props = { row, name, canManage };
                return (
                  <TableRow key={row.id}>
                    <TableCell component="th" scope="row">
                      {name}
                    </TableCell>
                    <TableCell padding="checkbox">
                      <ShowSwitch {...props} />
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top', py: 1 }}>
                      <SlaField {...props} />
                    </TableCell>
                    <TableCell sx={{ verticalAlign: 'top', py: 1 }}>
                      <ExecutorSelect {...props} executors={executors} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
        {!wide &&
          rows.map((row, index) => {
            const name = nameOf(row);
            const props = { row, name, canManage, labelled: true };
            return (
              <Fragment key={row.id}>
                {index > 0 && <Divider />}
                <Stack sx={{ gap: 1.5, py: 2 }} role="group" aria-label={name}>
                  <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                  <ShowSwitch {...props} />
                  <SlaField {...props} />
                  <ExecutorSelect {...props} executors={executors} />
                </Stack>
              </Fragment>
            );
          })}
      </CardContent>
    </Card>
  );
};

export default RequestTypesTab;
