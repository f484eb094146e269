import { Divider, Link, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { RecordContextProvider, useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FilesField } from '../../admin/common/FilesField';
import { useFormat } from '../../admin/common/useFormat';
import type { DocumentRow } from './documentView';

/** One answer: its number (linked) and day, subject, text and its files, if any. */
const Reply = ({ reply }: { reply: DocumentRow }) => {
  const format = useFormat();
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="subtitle2" component="h3">
        <Link component={RouterLink} to={`/documents/${reply.id}/show`}>
          № {reply.number}
        </Link>
        {` · ${format.date(reply.registered_on)}`}
      </Typography>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{reply.subject}</Typography>
      {reply.summary && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {reply.summary}
        </Typography>
      )}
      {reply.files.length > 0 && (
        <RecordContextProvider value={reply}>
          <FilesField />
        </RecordContextProvider>
      )}
    </Stack>
  );
};

/**
 * The letters answering this one, oldest first, each with what it says and its files: a renter
 * reads the organization's answer to its letter here.
 */
export const DocumentReplies = () => {
  const translate = useTranslate();
  const letter = useRecordContext<DocumentRow>();
  const ids = letter?.replies.map((reply) => reply.id) ?? [];
  const { data = [] } = useGetMany<DocumentRow>('documents', { ids }, { enabled: ids.length > 0 });
  if (ids.length === 0) {
    return (
      <Typography color="text.secondary">
        {translate('resources.documents.replies.empty')}
      </Typography>
    );
  }
  // In the chain's order (the oldest first), whatever order the list answered in.
  const replies = ids.flatMap((id) => data.filter((reply) => reply.id === id));
  return (
    <Stack sx={{ gap: 2 }}>
      {replies.map((reply, index) => (
        <Fragment key={reply.id}>
          {index > 0 && <Divider />}
          <Reply reply={reply} />
        </Fragment>
      ))}
    </Stack>
  );
};
