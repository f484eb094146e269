import { useQuery } from '@tanstack/react-query';
import { type TranslateFunction, useDataProvider, useTranslate } from 'react-admin';
import type { WorkEvent, WorkModule } from '../../domain/assignedWork';
import type { Formatters } from '../../i18n/format';
import type { AppDataProvider } from '../../providers/dataProvider';
import { Timeline } from '../common/HistoryPanel';
import { useFormat } from '../common/useFormat';

/** A module's words for one of its events. */
export type DescribeEvent = (
  event: WorkEvent,
  translate: TranslateFunction,
  format: Formatters,
) => string;

/**
 * Who did what to a request or a task, and when (newest first), each event in the module's
 * words. Read again whenever the record changes (`updatedAt`).
 */
export const WorkHistory = ({
  module,
  id,
  updatedAt,
  describe,
}: {
  module: WorkModule;
  id: number;
  updatedAt: string;
  describe: DescribeEvent;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useFormat();
  const { data } = useQuery({
    queryKey: [module, id, 'history', updatedAt],
    queryFn: () => dataProvider.workHistory(module, id),
  });
  return (
    <Timeline
      entries={data?.map((e) => ({
        id: e.id,
        primary: describe(e, translate, format),
        secondary: `${format.dateTime(e.at)} · ${e.user_name ?? translate('app.history.system')}`,
      }))}
    />
  );
};
