import { Box, Card, CardContent, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/** A chart's numbers as a table for screen readers, when the page shows no table of its own. */
export interface ChartTable {
  head: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its title (an `h2`); with `table`, the drawing is hidden from screen readers and
 * the same numbers are read from a visually hidden table instead. Lives in the charts' own lazy
 * chunks: it imports no chart library.
 */
export const ChartCard = ({
  title,
  table,
  children,
}: {
  title: string;
  table?: ChartTable;
  children: ReactNode;
}) => (
  <Card variant="outlined" sx={{ minWidth: 0 }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {table ? <Box aria-hidden>{children}</Box> : children}
      {table && (
        <Box sx={visuallyHidden}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) => (
                    <td key={table.head[i]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
      )}
    </CardContent>
  </Card>
);

/** Charts side by side on a wide screen, one under another on a narrow one. */
export const CHART_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;
