import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { api } from '../../providers/api';
import { useDateLocale } from './useDateLocale';

interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete' | 'restore';
  changes: Record<string, { from: unknown; to: unknown }>;
  at: string;
  user_name: string | null;
}

/** A changed value as text; references (`*_id`) are only said to have changed. */
const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** A record's history from the audit log: who changed which field, and when. */
export const HistoryList = () => {
  const translate = useTranslate();
  const locale = useDateLocale();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { data } = useQuery({
    queryKey: ['history', resource, record?.id, record?.updated_at],
    queryFn: () => api<HistoryEntry[]>(`/history/${resource}/${record?.id}`),
    enabled: Boolean(record?.id),
  });
  return (
    <>
      {data?.length === 0 && (
        <Typography color="text.secondary">{translate('app.history.empty')}</Typography>
      )}
      <List dense disablePadding>
        {data?.map((entry) => (
          <ListItem key={entry.id} disableGutters alignItems="flex-start">
            <ListItemText
              primary={`${translate(`app.history.${entry.action}`)} · ${entry.user_name ?? translate('app.history.system')}`}
              secondary={
                <>
                  {new Date(entry.at).toLocaleString(locale)}
                  {entry.action === 'update' &&
                    Object.entries(entry.changes).map(([field, change]) => (
                      <span key={field} style={{ display: 'block' }}>
                        {translate(`resources.${resource}.fields.${field}`, { _: field })}:{' '}
                        {field.endsWith('_id')
                          ? translate('app.history.replaced')
                          : `${show(change.from)} → ${show(change.to)}`}
                      </span>
                    ))}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};

/** The history beside an edit form. */
export const HistoryPanel = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ width: { md: 320 }, ml: { md: 2 }, mt: { xs: 2, md: 0 }, flexShrink: 0 }}>
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.history.title')}
        </Typography>
        <HistoryList />
      </CardContent>
    </Card>
  );
};
