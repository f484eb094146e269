import { Card, CardContent, Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Loading,
  ShowBase,
  Title,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { WorkHeading } from '../../admin/assignedWork/WorkCard';
import { HistoryList } from '../../admin/common/HistoryPanel';
import { useSession } from '../../providers/session';
import { DocumentActions } from './DocumentActions';
import { DocumentDetails } from './DocumentDetails';
import { DocumentStatusChip } from './DocumentFields';
import { DocumentReplies } from './DocumentReplies';
import { HISTORY_ENUMS } from './documentChoices';
import type { DocumentRow } from './documentView';

/** The answers and, for those who may edit letters, the history: a tab each. */
const RepliesAndHistory = ({ count }: { count: number }) => {
  const translate = useTranslate();
  const { canAccess: staff } = useCanAccess({ resource: 'documents', action: 'edit' });
  const [tab, setTab] = useState<'replies' | 'history'>('replies');
  const replies = translate('resources.documents.replies.title');
  return (
    <Card>
      <Tabs value={tab} onChange={(_, next) => setTab(next)} variant="fullWidth">
        <Tab value="replies" label={count ? `${replies} (${count})` : replies} />
        {staff && <Tab value="history" label={translate('app.history.title')} />}
      </Tabs>
      <CardContent>
        {tab === 'history' ? <HistoryList enums={HISTORY_ENUMS} /> : <DocumentReplies />}
      </CardContent>
    </Card>
  );
};

const DocumentPage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  const letter = useRecordContext<DocumentRow>();
  if (!letter) return <Loading />;
  const renter = user?.role === 'renter';
  const title = translate(
    `resources.documents.${renter ? 'renter_title' : 'title'}.${letter.direction}`,
    { number: letter.number },
  );
  return (
    <Stack sx={{ gap: 2, mt: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <WorkHeading
            heading={title}
            chips={
              <>
                <DocumentStatusChip />
                {!renter && (
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {letter.correspondent}
                  </Typography>
                )}
              </>
            }
            actions={<DocumentActions letter={letter} />}
          />
          <Divider sx={{ mt: 2 }} />
          <DocumentDetails />
        </CardContent>
      </Card>
      <RepliesAndHistory count={letter.replies.length} />
    </Stack>
  );
};

/**
 * `/documents/:id/show`: the letter's number and direction, its fields, the letter it answers
 * and its answers (with their files), files and history; the moves its status allows, an answer
 * to an incoming letter, an edit. A renter reads its own letter and the answers to it here.
 */
export const DocumentShow = () => (
  <ShowBase>
    <DocumentPage />
  </ShowBase>
);
