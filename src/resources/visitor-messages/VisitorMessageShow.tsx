import { Box, Stack } from '@mui/material';
import {
  FunctionField,
  Labeled,
  Link,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { FilesField } from '../../admin/common/FilesField';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { PhoneField } from '../../admin/common/PhoneField';
import type { VisitorMessage } from '../../domain/visitors';
import { CATEGORY_COLORS, STATUS_COLORS } from './choices';
import { ToBidDialog } from './ToBidDialog';
import { VisitorMessageMoves } from './VisitorMessageMoves';

/** The decision and "make a request": side by side, wrapping on a phone. */
const Actions = () => (
  <TopToolbar>
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <VisitorMessageMoves />
      <ToBidDialog />
    </Stack>
  </TopToolbar>
);

/** A visitor's message with its photo, the decision and the request made from it. */
export const VisitorMessageShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <LocalDateField source="created_at" showTime />
      <Labeled label="resources.visitor-messages.fields.category">
        <EnumChip
          source="category"
          enumKey="visitor_category"
          colors={CATEGORY_COLORS}
          variant="outlined"
        />
      </Labeled>
      <TextField source="text" sx={{ whiteSpace: 'pre-line' }} />
      <TextField source="object_name" emptyText="—" />
      <TextField source="name" emptyText="—" />
      <PhoneField source="phone" emptyText="—" />
      <FunctionField<VisitorMessage>
        source="photo"
        render={(r) =>
          r.photo.length ? (
            <Box>
              <img
                src={r.photo[0].url}
                alt=""
                style={{ maxWidth: 360, maxHeight: 360, borderRadius: 8 }}
              />
              <FilesField source="photo" />
            </Box>
          ) : (
            '—'
          )
        }
      />
      <Labeled label="resources.visitor-messages.fields.status">
        <EnumChip source="status" enumKey="visitor_status" colors={STATUS_COLORS} />
      </Labeled>
      <TextField source="reply_note" emptyText="—" />
      <FunctionField<VisitorMessage>
        source="bid_id"
        render={(r) =>
          r.bid_id ? <Link to={`/requests-journal/${r.bid_id}/show`}>№ {r.bid_number}</Link> : '—'
        }
      />
    </SimpleShowLayout>
  </Show>
);
