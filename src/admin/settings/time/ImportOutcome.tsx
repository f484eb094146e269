import {
  Alert,
  AlertTitle,
  Stack,
  styled,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportAnswer } from '../../../providers/methods/timeMethods';
import { useFormat } from '../../common/useFormat';

const label = (name: string) => `resources.devices.import.${name}`;

/** The refused rows scroll within a bounded box: a preview may list a hundred. */
const RefusedTable = styled(TableContainer)(({ theme }) => ({
  maxHeight: 280,
  maxWidth: 640,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
}));

/** The rows the preview refused, with their number in the file and why. */
const RefusedRows = ({ answer }: { answer: ImportAnswer }) => {
  const translate = useTranslate();
  const refused = answer.refused ?? [];
  const total = answer.refused_count ?? refused.length;
  if (total === 0) return null;
  const title = translate(label('refused'), { smart_count: total });
  return (
    <Stack sx={{ gap: 1 }}>
      <Alert severity="warning">{title}</Alert>
      <RefusedTable>
        <Table size="small" stickyHeader aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 96 }}>{translate(label('row'))}</TableCell>
              <TableCell>{translate(label('reason'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refused.map((r) => (
              <TableRow key={r.row}>
                <TableCell>{r.row}</TableCell>
                <TableCell>{translate(label(`reasons.${r.reason}`))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </RefusedTable>
      {total > refused.length && (
        <Typography variant="caption" color="text.secondary">
          {translate(label('refused_shown'), { shown: refused.length, total })}
        </Typography>
      )}
    </Stack>
  );
};

/** The preview (how many rows will be stored, which are refused) or the stored result. */
export const ImportOutcome = ({ answer }: { answer: ImportAnswer }) => {
  const translate = useTranslate();
  const format = useFormat();
  const count = (value: number | undefined) => format.number(value ?? 0, 0);
  return (
    <Stack sx={{ gap: 2 }} role="status">
      {answer.stored === undefined ? (
        <Alert severity={answer.accepted ? 'info' : 'warning'}>
          {translate(label('accepted'), { smart_count: answer.accepted ?? 0 })}
        </Alert>
      ) : (
        <Alert severity="success">
          <AlertTitle>{translate(label('done'))}</AlertTitle>
          <div>{translate(label('stored'), { count: count(answer.stored) })}</div>
          <div>{translate(label('duplicates'), { count: count(answer.duplicates) })}</div>
          <div>{translate(label('unknown'), { count: count(answer.unknown) })}</div>
        </Alert>
      )}
      <RefusedRows answer={answer} />
    </Stack>
  );
};
