import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  styled,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ACCESS_LEVELS } from '../../../domain/access';

const Terms = styled('dl')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1, 3),
  margin: 0,
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [theme.breakpoints.up('xl')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0, color: theme.palette.text.secondary },
}));

/** What each of the seven levels allows, one line each; open unless on a phone. */
export const LevelLegend = ({ expanded }: { expanded: boolean }) => {
  const translate = useTranslate();
  return (
    <Accordion variant="outlined" disableGutters defaultExpanded={expanded} sx={{ mb: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography>{translate('app.settings.access.legend')}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Terms>
          {ACCESS_LEVELS.map((level) => (
            <Box key={level}>
              <Typography component="dt" variant="body2">
                {translate(`app.access.levels.${level}`)}
              </Typography>
              <Typography component="dd" variant="body2">
                {translate(`app.access.level_hints.${level}`)}
              </Typography>
            </Box>
          ))}
        </Terms>
      </AccordionDetails>
    </Accordion>
  );
};
