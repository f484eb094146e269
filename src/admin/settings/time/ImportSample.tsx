import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/** The file's header and first rows, as read: what the columns are to be chosen from. */
export const ImportSample = ({
  columns,
  sample,
}: {
  columns: string[];
  sample: (string | null)[][];
}) => {
  const translate = useTranslate();
  const title = translate('resources.devices.import.sample');
  return (
    <div>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sample.map((row, index) => (
              // The sample's rows have no id of their own: their place is what they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file, in file order
              <TableRow key={index}>
                {columns.map((column, i) => (
                  <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                    {row[i] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
};
