import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useChangeText } from './useChangeText';
import { useFormat } from './useFormat';

/** One line of a history: what happened, then when and by whom. */
export interface TimelineEntry {
  id: number;
  primary: string;
  secondary: ReactNode;
}

/** A history's lines, newest first; "no changes yet" once an empty answer has come. */
export const Timeline = ({ entries }: { entries: TimelineEntry[] | undefined }) => {
  const translate = useTranslate();
  return (
    <>
      {entries?.length === 0 && (
        <Typography color="text.secondary">{translate('app.history.empty')}</Typography>
      )}
      <List dense disablePadding>
        {entries?.map((entry) => (
          <ListItem key={entry.id} disableGutters alignItems="flex-start">
            <ListItemText primary={entry.primary} secondary={entry.secondary} />
          </ListItem>
        ))}
      </List>
    </>
  );
};

/**
 * A record's history from the audit log: who changed which field, and when. `enums` names the
 * `enums.*` group of a field whose stored codes (a status) are shown in words.
 */
export const HistoryList = ({ enums = {} }: { label?: false; enums?: Record<string, string> }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useFormat();
  const resource = useResourceContext();
  const record = useRecordContext();
  const { label, describe } = useChangeText(String(resource), enums);
  const { data } = useQuery({
    queryKey: ['history', resource, record?.id, record?.updated_at],
    queryFn: () => dataProvider.recordHistory(String(resource), record?.id ?? ''),
    enabled: Boolean(record?.id),
  });
  return (
    <Timeline
      entries={data?.map((entry) => ({
        id: entry.id,
        primary: `${translate(`app.history.${entry.action}`)} · ${entry.user_name ?? translate('app.history.system')}`,
        secondary: (
          <>
            {format.dateTime(entry.at)}
            {entry.action === 'update' &&
              Object.entries(entry.changes).map(([field, change]) => (
                <span key={field} style={{ display: 'block' }}>
                  {label(field)}: {describe(field, change)}
                </span>
              ))}
          </>
        ),
      }))}
    />
  );
};

/** The history beside an edit form (`enums` as `HistoryList` takes them). */
export const HistoryPanel = ({ enums }: { enums?: Record<string, string> }) => {
  const translate = useTranslate();
  return (
    <Card
      sx={{
        width: { md: 320 },
        alignSelf: { xs: 'stretch', md: 'flex-start' },
        ml: { md: 2 },
        mt: { xs: 2, md: 0 },
        flexShrink: 0,
      }}
    >
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('app.history.title')}
        </Typography>
        <HistoryList enums={enums} />
      </CardContent>
    </Card>
  );
};
