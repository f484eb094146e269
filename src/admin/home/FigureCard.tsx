import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** One figure of a card: its value, what it counts, and the list that shows those records. */
export interface Figure {
  key: string;
  to: string;
  value: string;
  /** Drawn in the error colour (something is late). */
  alarm?: boolean;
}

/** A titled card of figures, each a link to what it counts (`labels` + each figure's key). */
export const FigureCard = ({
  title,
  labels,
  figures,
}: {
  title: string;
  labels: string;
  figures: Figure[];
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(title)}
        </Typography>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          {figures.map((figure) => (
            <Link
              key={figure.key}
              component={RouterLink}
              to={figure.to}
              underline="hover"
              color={figure.alarm ? 'error' : 'inherit'}
            >
              <Typography variant="h5" component="span" sx={{ display: 'block' }}>
                {figure.value}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="span">
                {translate(`${labels}.${figure.key}`)}
              </Typography>
            </Link>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
