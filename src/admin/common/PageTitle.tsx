import { Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { Title } from 'react-admin';

/**
 * A custom page's title: in the app bar (react-admin's `Title`) and as the page's own `h1` for
 * screen readers and the document outline (the bar's title is not a heading).
 */
export const PageTitle = ({ title }: { title: string }) => (
  <>
    <Title title={title} />
    <Typography component="h1" sx={visuallyHidden}>
      {title}
    </Typography>
  </>
);
