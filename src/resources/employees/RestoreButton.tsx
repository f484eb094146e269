import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Employee } from '../../domain/employees';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';

/** Restores a deleted employee after a confirmation dialog. */
export const RestoreButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<Employee>();
  const { canAccess } = useCanAccess({ resource: 'employees', action: 'manage', record });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'deleted' || !canAccess) return null;
  const restore = async () => {
    setBusy(true);
    try {
      await dataProvider.call(`/employee/${record.id}/restore`, { method: 'PUT' });
      notify('resources.employees.restored', { type: 'success' });
      refresh();
    } catch (failure) {
      notify(messageKeyOf(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        label="resources.employees.restore"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <RestoreIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.employees.restore_title"
        content={translate('resources.employees.restore_content', { name: record.full_name })}
        onConfirm={restore}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
