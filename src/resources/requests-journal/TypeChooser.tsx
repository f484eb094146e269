import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useRequestTypes } from './useRequestTypes';

/** `/requests-journal/create`: first the request type, then its form. */
export const TypeChooser = () => {
  const translate = useTranslate();
  const { types, choices, isPending } = useRequestTypes();
  if (isPending) return <Loading />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="resources.requests-journal.page.create" />
      <Typography variant="h6" component="h1" sx={{ mb: 2 }}>
        {translate('resources.requests-journal.choose_type')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
      >
        {types.map((type, i) => (
          <Card key={type.id} variant="outlined">
            <CardActionArea
              component={Link}
              to={`/requests-journal/create/${type.id}`}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {choices[i].name}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  sx={{ mt: 1 }}
                  label={translate('resources.requests-journal.sla_hours', {
                    smart_count: type.sla_hours,
                  })}
                />
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
};
