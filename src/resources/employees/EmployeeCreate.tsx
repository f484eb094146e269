import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useRef, useState } from 'react';
import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { TemporaryPassword } from '../../admin/accounts/TemporaryPassword';
import { ACCESS_PRESETS, type AccessPreset, mayGrantAccess } from '../../domain/accessGrants';
import type { HandedOver } from '../../domain/accounts';
import { type Employee, employeeCreateInput } from '../../domain/employees';
import { useSession } from '../../providers/session';
import { AccessPresetField } from './AccessPresetField';
import { EmployeeInputs } from './EmployeeInputs';

type Created = Employee & { temporary_password: string | null; mailed_to: string | null };

/**
 * `/employees/create`: registering may make the login too; its temporary password is then shown
 * once on its own before the employee's card opens.
 */
export const EmployeeCreate = () => {
  const notify = useNotify();
  const translate = useTranslate();
  const redirect = useRedirect();
  const { user } = useSession();
  const [preset, setPreset] = useState<AccessPreset | ''>('');
  const [created, setCreated] = useState<{
    id: number;
    handed: HandedOver;
    mailAsked: boolean;
  } | null>(null);
  // Whether the registration asked for a mail: set as it is sent, read when it answers.
  const mailAsked = useRef(false);
  return (
    <>
      <Create
        transform={(data: { send_email?: boolean; email?: string; login?: string }) => {
          const send = Boolean(data.send_email && data.email && data.login);
          mailAsked.current = send;
          const sent = { ...data, send_email: send };
          return preset ? { ...sent, access: ACCESS_PRESETS[preset] } : sent;
        }}
        mutationOptions={{
          onSuccess: (data: Created) => {
            if (data.login && data.temporary_password) {
              setCreated({
                id: data.id,
                handed: {
                  login: data.login,
                  temporary_password: data.temporary_password,
                  mailed_to: data.mailed_to,
                },
                mailAsked: mailAsked.current,
              });
              return;
            }
            notify('resources.employees.registered', { type: 'success' });
            redirect('edit', 'employees', data.id);
          },
        }}
      >
        <SimpleForm
          resolver={zodResolver(employeeCreateInput)}
          defaultValues={{ work_start: '09:00', work_end: '18:00', send_email: true }}
        >
          <EmployeeInputs withLogin />
          {user && mayGrantAccess(user) && (
            <Box sx={{ width: '100%', maxWidth: 900, mb: 2 }}>
              <AccessPresetField value={preset} onChange={setPreset} />
            </Box>
          )}
        </SimpleForm>
      </Create>
      {created && (
        <Dialog open fullWidth maxWidth="xs">
          <DialogTitle>{translate('resources.employees.registered')}</DialogTitle>
          <DialogContent>
            <TemporaryPassword handed={created.handed} mailAsked={created.mailAsked} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => redirect('edit', 'employees', created.id)}>
              {translate('ra.action.close')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};
