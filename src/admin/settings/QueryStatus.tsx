import { Alert, Button, LinearProgress } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { messageKeyOf } from '../../providers/http';

/** A tab's loading bar, or its load error with a retry; nothing once the data is there. */
export const QueryStatus = ({ query }: { query: UseQueryResult<unknown> }) => {
  const translate = useTranslate();
  if (query.isPending) return <LinearProgress aria-label={translate('app.settings.loading')} />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('app.action.retry')}
          </Button>
        }
      >
        {translate(messageKeyOf(query.error))}
      </Alert>
    );
  return null;
};
