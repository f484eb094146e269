import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { Formatters } from '../../i18n/format';
import type { AppDataProvider } from '../../providers/dataProvider';
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

/** An employee's access levels are audited as `access.<module>`. */
const ACCESS_PREFIX = 'access.';

/**
 * A changed value as text: names in the interface language, lists joined; a structure with no
 * plain reading (a form's fields) is null, and the change is only said to have happened.
 */
const show = (value: unknown, format: Formatters): string | null => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    const parts = value.map((v) => show(v, format));
    return parts.includes(null) ? null : parts.join(', ');
  }
  if (typeof value === 'object') {
    const names = value as Record<string, unknown>;
    return typeof names.ru === 'string' ? String(names[format.locale] ?? names.ru) : null;
  }
  if (typeof value === 'number') return format.number(value);
  return String(value);
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
  const moduleOf = (field: string) =>
    field.startsWith(ACCESS_PREFIX) ? field.slice(ACCESS_PREFIX.length) : null;
  const label = (field: string) => {
    const module = moduleOf(field);
    return module
      ? translate('app.access.history_field', { module: translate(`app.access.modules.${module}`) })
      : translate(`resources.${resource}.fields.${field}`, { _: field });
  };
  const describe = (field: string, change: { from: unknown; to: unknown }) => {
    const word = (value: unknown) => {
      if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
      if (typeof value !== 'string') return show(value, format);
      if (moduleOf(field)) return translate(`app.access.levels.${value}`);
      return enums[field] ? translate(`enums.${enums[field]}.${value}`) : show(value, format);
    };
    const from = word(change.from);
    const to = word(change.to);
    return field.endsWith('_id') || from === null || to === null
      ? translate('app.history.replaced')
      : `${from} → ${to}`;
  };
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
