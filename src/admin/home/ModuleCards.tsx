import {
  Alert,
  Box,
  Card,
  CardActionArea,
  CardContent,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardCard } from '../../domain/dashboard';
import { useFormat } from '../common/useFormat';
import { type CardPeriod, cardLink } from './dashboardLinks';

const PERIODS: CardPeriod[] = ['today', 'month'];

/**
 * One module's card: its name links to its list, each count to the list filtered the same way,
 * named "Заявки: 3 сегодня", its visible words whole (a voice command says what it sees).
 */
const ModuleCard = ({ card }: { card: DashboardCard }) => {
  const translate = useTranslate();
  const format = useFormat();
  const name = translate(`app.dashboard.modules.${card.module}`);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={cardLink(card.module, null)}
        sx={{ px: 2, pt: 1.5 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      </CardActionArea>
      <CardContent sx={{ pt: 1 }}>
        <Stack direction="row" sx={{ gap: 3 }}>
          {PERIODS.map((period) => (
            <Link
              key={period}
              component={RouterLink}
              to={cardLink(card.module, period)}
              underline="hover"
              color="inherit"
            >
              {/* The module read first, the visible words after it as they are (spoken by name). */}
              <Box component="span" sx={visuallyHidden}>
                {`${translate('app.dashboard.count_of', { module: name })} `}
              </Box>
              <Typography variant="h4" component="span" sx={{ display: 'block' }}>
                {format.number(card[period], 0)}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {translate(`app.dashboard.${period}`)}
              </Typography>
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * The modules' cards in the spec's order; a module the caller's level does not reach shows the
 * "contact your administrator" line instead (the requests' own line is the page's, above).
 */
export const ModuleCards = ({ cards }: { cards: DashboardCard[] }) => {
  const translate = useTranslate();
  return (
    <Box sx={GRID}>
      {cards.map((card) =>
        card.available ? (
          <ModuleCard key={card.module} card={card} />
        ) : card.module === 'requests' ? null : (
          <Alert key={card.module} severity="info" sx={{ height: '100%', boxSizing: 'border-box' }}>
            {translate('app.dashboard.no_access', {
              module: translate(`app.dashboard.modules.${card.module}`),
            })}
          </Alert>
        ),
      )}
    </Box>
  );
};

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(5, minmax(0, 1fr))',
  },
} as const;
