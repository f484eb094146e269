import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { mayReadAllLeases, type ObjectPlan } from '../../domain/leaseReports';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useSession } from '../../providers/session';
import { STACKING_PLAN_PATH } from '../../routes';
import { PageTitle } from '../common/PageTitle';
import { useFormat } from '../common/useFormat';
import { usePhone } from '../common/usePhone';
import { NoAccess } from '../layout/NoAccess';
import { QueryStatus } from '../settings/QueryStatus';
import { PlanFloors, PlanLegend } from './PlanFloors';
import { planSummary } from './planStates';

const label = (name: string) => `resources.contracts.plan.${name}`;

/** The object's plan as it is today. */
const useObjectPlan = (id: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['objects', 'plan', id],
    queryFn: () => dataProvider.objectPlan(id),
    // A refusal (403) or a missing object gets the same answer again; the error offers a retry.
    retry: false,
  });
};

/** Rooms leased of all, and leased area of all, over the whole object. */
const Summary = ({ plan }: { plan: ObjectPlan }) => {
  const translate = useTranslate();
  const format = useFormat();
  const summary = planSummary(plan.floors);
  return (
    <Stack direction="row" sx={{ gap: { xs: 0.5, sm: 3 }, flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 600 }}>
        {translate(label('rooms_summary'), {
          occupied: summary.leasedRooms,
          total: summary.rooms,
        })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {translate(label('area_summary'), {
          occupied: format.area(summary.leasedArea),
          total: format.area(summary.area),
        })}
      </Typography>
    </Stack>
  );
};

const PlanScreen = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const phone = usePhone();
  const query = useObjectPlan(id);
  const plan = query.data;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <PageTitle
        title={plan ? translate(label('title'), { name: plan.name }) : translate(label('open'))}
      />
      <QueryStatus query={query} />
      {plan && (
        <Card>
          <CardContent component={Stack} sx={{ gap: 2 }}>
            <Stack
              direction="row"
              sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Summary plan={plan} />
              <Button component={Link} to={`/objects/${plan.object_id}/show`} label={plan.name}>
                <ArrowBackIcon />
              </Button>
            </Stack>
            <PlanLegend floors={plan.floors} />
            {plan.floors.length > 0 ? (
              <PlanFloors floors={plan.floors} phone={phone} />
            ) : (
              <Typography color="text.secondary">{translate(label('empty'))}</Typography>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};

/**
 * `/objects/:id/plan`: the stacking plan, the object's floors with their rooms sized by area and
 * coloured by lease (vacant, reserved, draft, let, ending within a year, 180 or 90 days), with
 * how much is let. For those who read every lease; anyone else is sent home.
 */
export const StackingPlanPage = () => {
  const { user } = useSession();
  const { id = '' } = useParams();
  if (!user) return <LinearProgress sx={{ mt: 2 }} />;
  if (!mayReadAllLeases(user)) return <NoAccess />;
  return <PlanScreen id={id} />;
};

StackingPlanPage.path = STACKING_PLAN_PATH;
