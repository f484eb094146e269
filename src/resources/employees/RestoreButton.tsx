import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useAction } from '../../admin/common/useAction';
import { RefusalTooltip } from '../../admin/settings/access/RefusalTooltip';
import type { Employee } from '../../domain/employees';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useHeldMore } from './useEmployeeAccess';

/**
 * Restores a deleted employee after a confirmation dialog; disabled, saying why, for staff when
 * the employee holds more than they do.
 */
export const RestoreButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const record = useRecordContext<Employee>();
  const { canAccess } = useCanAccess({ resource: 'employees', action: 'manage', record });
  const offered = record?.status === 'deleted' && canAccess;
  const held = useHeldMore(offered ? record.id : undefined);
  const [open, setOpen] = useState(false);
  const restore = useAction({
    call: (id: Employee['id']) => dataProvider.restoreEmployee(id),
    done: 'resources.employees.restored',
    refresh: true,
  });
  if (!offered) return null;
  return (
    <>
      <RefusalTooltip reason={held.reason}>
        <Button
          label="resources.employees.restore"
          disabled={held.pending || held.reason !== null}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(true);
          }}
        >
          <RestoreIcon />
        </Button>
      </RefusalTooltip>
      <Confirm
        isOpen={open}
        loading={restore.isPending}
        title="resources.employees.restore_title"
        content={translate('resources.employees.restore_content', { name: record.full_name })}
        onConfirm={async () => {
          await restore.run(record.id);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
