import { ListItem, List as MuiList, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  type RaRecord,
  RecordContextProvider,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { useFormat } from '../../admin/common/useFormat';
import type { InboxStatus } from '../../domain/inbox';
import { InboxMoves } from './InboxMoves';
import { INBOX_STATUS_COLORS, inboxEnumOf } from './inboxChoices';

export interface InboxRecord extends RaRecord {
  name: string;
  status: InboxStatus;
  created_at: string;
}

/**
 * An inbox on a phone: a block a row with the sender, the status, what they sent
 * (`body`) and the date, then the status moves, wrapping to the screen's width.
 */
export const InboxRows = <R extends InboxRecord>({ body }: { body: (record: R) => ReactNode }) => {
  const resource = useResourceContext() ?? '';
  const { data } = useListContext<R>();
  const { dateTime: when } = useFormat();
  return (
    <MuiList disablePadding>
      {data?.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem divider sx={{ display: 'block', py: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {record.name}
              </Typography>
              <EnumChip
                source="status"
                enumKey={inboxEnumOf(resource)}
                colors={INBOX_STATUS_COLORS}
              />
            </Stack>
            <Typography
              variant="body2"
              component="div"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', my: 0.5 }}
            >
              {body(record)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              {when(record.created_at)}
            </Typography>
            <InboxMoves />
          </ListItem>
        </RecordContextProvider>
      ))}
    </MuiList>
  );
};
