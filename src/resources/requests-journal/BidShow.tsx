import { Box, Card, CardContent, Divider, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import {
  Loading,
  ShowBase,
  Title,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { FilesField } from '../../admin/common/FilesField';
import { useFormat } from '../../admin/common/useFormat';
import type { Locale } from '../../domain/constants';
import { placeLabel } from '../../domain/roomLabel';
import { useSession } from '../../providers/session';
import { BidActions } from './BidActions';
import { BidComments } from './BidComments';
import { BidHistory } from './BidHistory';
import { BID_STATUS_COLORS } from './bidChoices';
import type { BidView } from './bidView';
import { RatingPanel } from './RatingPanel';
import { TimeLeft } from './TimeLeft';
import { useRequestTypes } from './useRequestTypes';

const Item = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{children ?? '—'}</Typography>
  </Box>
);

/** The type's answers with their labels, in the type's order. */
const Answers = ({ bid }: { bid: BidView }) => {
  const translate = useTranslate();
  const format = useFormat();
  const [locale] = useLocaleState();
  const { types } = useRequestTypes();
  const type = types.find((t) => t.id === bid.request_type_id);
  if (!type) return null;
  const text = (l: { ru: string }) => (l as Record<string, string>)[locale as Locale] ?? l.ru;
  return (
    <>
      {type.fields.map((field) => {
        const value = bid.answers[field.key];
        if (field.type === 'file') {
          const files = bid.answer_files[field.key];
          return files?.length ? (
            <Item key={field.key} label={text(field.label)}>
              <FilesField record={{ files }} />
            </Item>
          ) : null;
        }
        if (value === undefined || value === null || value === '') return null;
        const shown =
          field.type === 'select'
            ? text(field.options?.find((o) => o.value === value)?.label ?? { ru: String(value) })
            : field.type === 'checkbox'
              ? translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
              : field.type === 'date'
                ? format.date(String(value))
                : field.type === 'number'
                  ? format.number(Number(value))
                  : String(value);
        return (
          <Item key={field.key} label={text(field.label)}>
            {shown}
          </Item>
        );
      })}
    </>
  );
};

const BidCard = () => {
  const translate = useTranslate();
  const format = useFormat();
  const [locale] = useLocaleState();
  const { user } = useSession();
  const bid = useRecordContext<BidView>();
  const [tab, setTab] = useState(0);
  if (!bid) return <Loading />;
  const f = (name: string) => translate(`resources.requests-journal.fields.${name}`);
  const when = (value: string | null) => (value ? format.dateTime(value) : null);
  const typeName = bid.type_name[locale as Locale] ?? bid.type_name.ru;
  const staff = user?.role !== 'renter';
  return (
    <Stack sx={{ gap: 2, mt: 2 }}>
      <Title
        title={`${translate('resources.requests-journal.name', { smart_count: 1 })} № ${bid.number}`}
      />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ gap: 2, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h5" component="h1">
                № {bid.number} · {typeName}
              </Typography>
              <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mt: 1 }}>
                <EnumChip source="status" enumKey="bid_status" colors={BID_STATUS_COLORS} />
                <TimeLeft />
              </Stack>
            </Box>
            <BidActions bid={bid} />
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
            }}
          >
            <Item label={f('place')}>{placeLabel(bid.object_name, bid.room_number)}</Item>
            <Item label={f('renter_name')}>
              {bid.renter_name}
              {bid.outlet_name ? ` (${bid.outlet_name})` : ''}
            </Item>
            <Item label={f('applicant_name')}>{bid.applicant_name}</Item>
            <Item label={f('phone')}>{bid.phone}</Item>
            <Item label={f('created_at')}>{when(bid.created_at)}</Item>
            <Item label={f('due_at')}>{when(bid.due_at)}</Item>
            <Item label={f('executor_id')}>{bid.executor_name}</Item>
            <Item label={f('source')}>{translate(`enums.bid_source.${bid.source}`)}</Item>
            <Answers bid={bid} />
          </Box>
          {bid.description && (
            <Box sx={{ mt: 2 }}>
              <Item label={f('description')}>
                <span style={{ whiteSpace: 'pre-line' }}>{bid.description}</span>
              </Item>
            </Box>
          )}
          {bid.reject_reason && (
            <Box sx={{ mt: 2 }}>
              <Item label={translate('resources.requests-journal.reject_reason')}>
                {bid.reject_reason}
              </Item>
            </Box>
          )}
          {bid.files.length > 0 && (
            <Box sx={{ mt: 2 }}>
              <Item label={translate('app.upload.attachments')}>
                <FilesField />
              </Item>
            </Box>
          )}
          <Box sx={{ mt: 2 }}>
            <RatingPanel bid={bid} />
          </Box>
        </CardContent>
      </Card>
      <Card>
        <Tabs value={tab} onChange={(_, value) => setTab(value)}>
          <Tab label={translate('resources.requests-journal.comments')} />
          <Tab label={translate('app.history.title')} />
        </Tabs>
        <CardContent>
          {tab === 0 ? (
            <BidComments bidId={bid.id} staff={staff} canWrite={!staff || bid.actions.work} />
          ) : (
            <BidHistory bidId={bid.id} updatedAt={bid.updated_at} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};

/** `/requests-journal/view/:bidId`: everything about a request and what may be done with it. */
export const BidShow = () => (
  <ShowBase>
    <BidCard />
  </ShowBase>
);
