import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useAction } from '../../admin/common/useAction';
import type { AppDataProvider } from '../../providers/dataProvider';

/** "Mark all as read": the whole inbox, then the list reads itself again. */
export const ReadAllButton = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, isPending } = useAction({
    call: () => dataProvider.readAllNotifications(),
    done: 'resources.notifications.all_read',
    refresh: true,
  });
  return (
    <Button size="small" startIcon={<DoneAllIcon />} disabled={isPending} onClick={() => run()}>
      {translate('resources.notifications.read_all')}
    </Button>
  );
};
