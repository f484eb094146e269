import KeyIcon from '@mui/icons-material/Key';
import { Button, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { GiveLoginDialog } from '../../admin/accounts/GiveLoginDialog';
import { RefusalTooltip } from '../../admin/settings/access/RefusalTooltip';
import { accountInput } from '../../domain/accounts';
import type { Employee } from '../../domain/employees';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useHeldMore } from './useEmployeeAccess';

/** "Give a login": a login and temporary password for an employee who has none. */
const GiveLogin = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <GiveLoginDialog
      title={translate('app.account.give_login')}
      submitLabel={translate('app.account.give_login')}
      schema={accountInput}
      defaults={{ login: '', send_email: Boolean(employee.email) }}
      mailTo={() => employee.email}
      give={(values) => dataProvider.giveEmployeeLogin(employee.id, values)}
      onClose={onClose}
    >
      {(field) => (
        <>
          <Typography>{employee.full_name}</Typography>
          <TextField
            {...field('login')}
            label={translate('app.auth.login')}
            autoComplete="off"
            autoFocus
          />
        </>
      )}
    </GiveLoginDialog>
  );
};

/**
 * The employee's sign-in login on its card; without one, "Give a login" for those who may edit
 * the employee (an active one), disabled for staff when the employee holds more than they do.
 */
export const EmployeeLogin = () => {
  const translate = useTranslate();
  const record = useRecordContext<Employee>();
  const { canAccess } = useCanAccess({ resource: 'employees', action: 'edit', record });
  const [open, setOpen] = useState(false);
  const mayGive = canAccess && !record?.login && record?.status === 'active';
  const held = useHeldMore(mayGive ? record.id : undefined);
  if (!record) return null;
  return (
    <>
      <Divider />
      <CardContent component="section" aria-labelledby="employee-login-title">
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
        >
          <div>
            <Typography variant="h6" component="h2" id="employee-login-title">
              {translate('app.account.login')}
            </Typography>
            <Typography color={record.login ? 'text.primary' : 'text.secondary'}>
              {record.login ?? translate('app.account.no_login')}
            </Typography>
          </div>
          {mayGive && (
            <RefusalTooltip reason={held.reason}>
              <Button
                startIcon={<KeyIcon />}
                disabled={held.pending || held.reason !== null}
                onClick={() => setOpen(true)}
              >
                {translate('app.account.give_login')}
              </Button>
            </RefusalTooltip>
          )}
        </Stack>
      </CardContent>
      {open && <GiveLogin employee={record} onClose={() => setOpen(false)} />}
    </>
  );
};
