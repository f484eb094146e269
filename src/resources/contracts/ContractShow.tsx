import { Card, CardContent, Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Loading,
  ShowBase,
  Title,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { WorkHeading } from '../../admin/assignedWork/WorkCard';
import { HistoryList } from '../../admin/common/HistoryPanel';
import { ContractActions } from './ContractActions';
import { ContractDetails } from './ContractDetails';
import { ContractStatusChip, roomNumbers } from './ContractFields';
import { CriticalDates } from './CriticalDates';
import { HISTORY_ENUMS } from './contractChoices';
import type { ContractView } from './contractView';
import { RentSchedule } from './RentSchedule';

/** A card with a heading. */
const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** The rent schedule and, for those who may edit the contract, its history: a tab each. */
const ScheduleAndHistory = () => {
  const translate = useTranslate();
  const { canAccess: staff } = useCanAccess({ resource: 'contracts', action: 'edit' });
  const [tab, setTab] = useState<'schedule' | 'history'>('schedule');
  return (
    <Card>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} variant="fullWidth">
        <Tab value="schedule" label={translate('resources.contracts.schedule.title')} />
        {staff && <Tab value="history" label={translate('app.history.title')} />}
      </Tabs>
      <CardContent>
        {tab === 'history' ? <HistoryList enums={HISTORY_ENUMS} /> : <RentSchedule />}
      </CardContent>
    </Card>
  );
};

const ContractPage = () => {
  const translate = useTranslate();
  const contract = useRecordContext<ContractView>();
  if (!contract) return <Loading />;
  const title = translate('resources.contracts.page.show', {
    recordRepresentation: `№ ${contract.number}`,
  });
  return (
    <Stack sx={{ gap: 2, mt: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <WorkHeading
            heading={title}
            chips={
              <>
                <ContractStatusChip />
                <Typography color="text.secondary">
                  {[contract.renter_name, contract.object_name, roomNumbers(contract)].join(' · ')}
                </Typography>
              </>
            }
            actions={<ContractActions contract={contract} />}
          />
          <Divider sx={{ mt: 2 }} />
          <ContractDetails />
        </CardContent>
      </Card>
      <Panel title={translate('resources.contracts.dates.title')}>
        <CriticalDates />
      </Panel>
      <ScheduleAndHistory />
    </Stack>
  );
};

/**
 * `/contracts/:id/show`: the parties and terms, the critical dates with the days left, the rent
 * schedule by month, the chain of terms, files and history; the moves the contract's status
 * allows. A renter reads its own contract here, with no actions.
 */
export const ContractShow = () => (
  <ShowBase>
    <ContractPage />
  </ShowBase>
);
