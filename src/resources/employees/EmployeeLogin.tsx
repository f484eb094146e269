import KeyIcon from '@mui/icons-material/Key';
import {
  Alert,
  Button,
  CardContent,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { Controller } from 'react-hook-form';
import { useApiForm } from '../../admin/auth/useApiForm';
import { TemporaryPassword } from '../../admin/common/TemporaryPassword';
import { accountInput, type HandedOver } from '../../domain/accounts';
import type { Employee } from '../../domain/employees';
import type { AppDataProvider } from '../../providers/dataProvider';

/** "Give a login": a login and temporary password for an employee who has none. */
const GiveLoginDialog = ({ employee, onClose }: { employee: Employee; onClose: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [created, setCreated] = useState<{ handed: HandedOver; mailAsked: boolean } | null>(null);
  const { form, onSubmit, formError, fieldProps, submitting } = useApiForm(
    accountInput,
    { login: '', send_email: Boolean(employee.email) },
    async (values) => {
      const mailAsked = Boolean(values.send_email && employee.email);
      const handed = await dataProvider.giveEmployeeLogin(employee.id, {
        ...values,
        send_email: mailAsked,
      });
      setCreated({ handed, mailAsked });
    },
  );
  const close = () => {
    if (created) refresh();
    onClose();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.account.give_login')}</DialogTitle>
      <form onSubmit={onSubmit} noValidate>
        <DialogContent>
          {created ? (
            <TemporaryPassword handed={created.handed} mailAsked={created.mailAsked} />
          ) : (
            <Stack sx={{ gap: 2, pt: 1 }}>
              <Typography>{employee.full_name}</Typography>
              {formError && <Alert severity="error">{formError}</Alert>}
              <TextField
                {...fieldProps('login')}
                label={translate('app.auth.login')}
                autoComplete="off"
                autoFocus
              />
              {employee.email && (
                <Controller
                  control={form.control}
                  name="send_email"
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={Boolean(field.value)}
                          onChange={(event) => field.onChange(event.target.checked)}
                        />
                      }
                      label={translate('app.account.send_email', { email: employee.email })}
                    />
                  )}
                />
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>
            {translate(created ? 'ra.action.close' : 'app.action.cancel')}
          </Button>
          {!created && (
            <Button type="submit" variant="contained" disabled={submitting}>
              {translate('app.account.give_login')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};

/**
 * The employee's sign-in login on its card; without one, "Give a login" for those who may edit
 * the employee (an active one).
 */
export const EmployeeLogin = () => {
  const translate = useTranslate();
  const record = useRecordContext<Employee>();
  const { canAccess } = useCanAccess({ resource: 'employees', action: 'edit', record });
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const mayGive = canAccess && !record.login && record.status === 'active';
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
            <Button startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
              {translate('app.account.give_login')}
            </Button>
          )}
        </Stack>
      </CardContent>
      {open && <GiveLoginDialog employee={record} onClose={() => setOpen(false)} />}
    </>
  );
};
