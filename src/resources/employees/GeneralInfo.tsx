import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** "General info": employees by department and status. */
export const GeneralInfo = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  // Keyed by the list's total, so a deletion or a restore refreshes the figures.
  const { total, filterValues } = useListContext();
  const { data } = useQuery({
    queryKey: ['employee-general-info', total, filterValues.deleted],
    queryFn: () => dataProvider.employeeSummary(),
    placeholderData: (previous) => previous,
  });
  if (!data) return null;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate('resources.employees.general_info', {
            active: data.by_status.active ?? 0,
            deleted: data.by_status.deleted ?? 0,
          })}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {data.by_department.map((d) => (
            <Chip
              key={d.department ?? 'none'}
              label={`${d.department ? translate(`enums.department.${d.department}`) : translate('resources.employees.no_department')}: ${d.count}`}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
