import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import { isClosed } from './contractChoices';
import { daysUntil, WARNING_DAYS } from './contractDates';
import type { ContractView } from './contractView';

/** How far a day is from today, in words: "in 12 days", "today", "3 days ago". */
const distanceKey = (days: number) => {
  if (days === 0) return 'resources.contracts.dates.today';
  return days > 0 ? 'resources.contracts.dates.in_days' : 'resources.contracts.dates.days_ago';
};

/**
 * The days not to miss: the term's end, the last day to give notice, each indexation; while
 * the contract runs, how many days are left to each (red within 30 days).
 */
export const CriticalDates = () => {
  const translate = useTranslate();
  const format = useFormat();
  const contract = useRecordContext<ContractView>();
  // A list's row stands in while the card's own answer (with its dates) is on its way.
  if (!contract?.critical_dates) return null;
  const { ends_on, notice_by, indexations } = contract.critical_dates;
  const indexation = translate('resources.contracts.dates.indexation', {
    percent: format.percent(contract.indexation_percent),
  });
  const rows = [
    { key: 'notice_by', what: translate('resources.contracts.dates.notice_by'), day: notice_by },
    { key: 'ends_on', what: translate('resources.contracts.dates.ends_on'), day: ends_on },
    ...indexations.map((day) => ({ key: day, what: indexation, day })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  const counting = !isClosed(contract.status);
  return (
    <Table size="small" aria-label={translate('resources.contracts.dates.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.contracts.dates.day')}</TableCell>
          <TableCell>{translate('resources.contracts.dates.what')}</TableCell>
          {counting && <TableCell>{translate('resources.contracts.dates.left')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const days = daysUntil(row.day);
          const near = days >= 0 && days <= WARNING_DAYS;
          return (
            <TableRow key={row.key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(row.day)}</TableCell>
              <TableCell>{row.what}</TableCell>
              {counting && (
                <TableCell>
                  <Typography
                    variant="body2"
                    color={near ? 'error' : days < 0 ? 'text.secondary' : 'text.primary'}
                    sx={near ? { fontWeight: 600 } : undefined}
                  >
                    {translate(distanceKey(days), { smart_count: Math.abs(days) })}
                  </Typography>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};
