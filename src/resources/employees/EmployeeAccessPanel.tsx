import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, CardContent, Divider, Stack, styled, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { settingsTabPath } from '../../admin/settings/settingsTabs';
import { GRANTABLE_MODULES, mayGrantAccess } from '../../domain/accessGrants';
import type { Employee } from '../../domain/employees';
import { useSession } from '../../providers/session';
import { useEmployeeAccess } from './useEmployeeAccess';

const Levels = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) 1fr',
  gap: theme.spacing(0.75, 3),
  margin: 0,
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 500 },
}));

/**
 * The employee's access levels and notification sending, read-only, with a link to change them
 * in Settings for those who may (never their own).
 */
export const EmployeeAccessPanel = () => {
  const translate = useTranslate();
  const record = useRecordContext<Employee>();
  const { user } = useSession();
  const { data } = useEmployeeAccess(record?.id);
  if (!data || !user) return null;
  const own = user.role === 'employee' && user.employee_id === data.id;
  const mayEdit = Boolean(user.landlord_id) && mayGrantAccess(user) && !own;
  return (
    <>
      <Divider />
      <CardContent component="section" aria-labelledby="employee-access-title">
        <Stack
          direction="row"
          sx={{
            gap: 1,
            mb: 1.5,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="h6" component="h2" id="employee-access-title">
            {translate('app.access.card_title')}
          </Typography>
          {mayEdit && (
            <Button
              component={Link}
              to={`${settingsTabPath('access')}&employee=${data.id}`}
              startIcon={<EditIcon />}
            >
              {translate('app.access.edit_in_settings')}
            </Button>
          )}
        </Stack>
        <Box sx={{ maxWidth: 560 }}>
          <Levels>
            {GRANTABLE_MODULES.map((m) => (
              <Box key={m} sx={{ display: 'contents' }}>
                <dt>{translate(`app.access.modules.${m}`)}</dt>
                <dd>{translate(`app.access.levels.${data.access[m]}`)}</dd>
              </Box>
            ))}
            <dt>{translate('app.access.notification_access')}</dt>
            <dd>{translate(`ra.boolean.${data.notification_access}`)}</dd>
          </Levels>
        </Box>
      </CardContent>
    </>
  );
};
