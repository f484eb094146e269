import { Box, Card, CardContent, Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { type ReactNode, useState } from 'react';
import { Title, useTranslate } from 'react-admin';

/** A labelled value of the card; a missing value reads as a dash. */
export const WorkField = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{children ?? '—'}</Typography>
  </Box>
);

/** A long value of the card (a description, a reason, files) on a line of its own. */
export const WorkBlock = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ mt: 2 }}>
    <WorkField label={label}>{children}</WorkField>
  </Box>
);

/** The card's short values: one column on a phone, four on a wide screen. */
export const FieldGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
}));

/** The conversation and the history, a tab each. */
const WorkTabs = ({ comments, history }: { comments: ReactNode; history: ReactNode }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Card>
      <Tabs value={tab} onChange={(_, value) => setTab(value)}>
        <Tab label={translate('app.comments.title')} />
        <Tab label={translate('app.history.title')} />
      </Tabs>
      <CardContent>{tab === 0 ? comments : history}</CardContent>
    </Card>
  );
};

/** A page's heading with its chips below it, and the moves on the right (below on a phone). */
export const WorkHeading = ({
  heading,
  chips,
  actions,
}: {
  heading: ReactNode;
  chips: ReactNode;
  actions: ReactNode;
}) => (
  <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
    <Box>
      <Typography variant="h5" component="h1">
        {heading}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        {chips}
      </Stack>
    </Box>
    {actions}
  </Stack>
);

/**
 * The page of a request or a task: its heading with status chips and the moves on the right,
 * what the reader must see first (`notice`, e.g. why it came back), the short values in a grid,
 * the long ones below (`children`), then comments and history.
 */
export const WorkCard = ({
  title,
  heading,
  chips,
  actions,
  notice,
  fields,
  children,
  comments,
  history,
}: {
  title: string;
  heading: ReactNode;
  chips: ReactNode;
  actions: ReactNode;
  notice?: ReactNode;
  fields: ReactNode;
  children: ReactNode;
  comments: ReactNode;
  history: ReactNode;
}) => (
  <Stack sx={{ gap: 2, mt: 2 }}>
    <Title title={title} />
    <Card>
      <CardContent>
        <WorkHeading heading={heading} chips={chips} actions={actions} />
        <Divider sx={{ my: 2 }} />
        {notice && <Box sx={{ mb: 2 }}>{notice}</Box>}
        <FieldGrid>{fields}</FieldGrid>
        {children}
      </CardContent>
    </Card>
    <WorkTabs comments={comments} history={history} />
  </Stack>
);
