import { Typography } from '@mui/material';

/** A cell with a main line and a quieter second one (object and its type, company and store). */
export const TwoLines = ({ first, second }: { first: string | null; second: string | null }) => (
  <>
    <Typography variant="body2">{first ?? '—'}</Typography>
    {second && (
      <Typography variant="caption" color="text.secondary">
        {second}
      </Typography>
    )}
  </>
);
