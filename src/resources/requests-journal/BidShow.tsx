import { Box } from '@mui/material';
import { Loading, ShowBase, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { WorkBlock, WorkCard, WorkField } from '../../admin/assignedWork/WorkCard';
import { WorkComments } from '../../admin/assignedWork/WorkComments';
import { EnumChip } from '../../admin/common/EnumChip';
import { FilesField } from '../../admin/common/FilesField';
import { PhoneLink } from '../../admin/common/PhoneField';
import { useFormat } from '../../admin/common/useFormat';
import type { Locale } from '../../domain/constants';
import { placeLabel } from '../../domain/roomLabel';
import { useSession } from '../../providers/session';
import { BidActions } from './BidActions';
import { BidHistory } from './BidHistory';
import { BID_STATUS_COLORS } from './bidChoices';
import type { BidView } from './bidView';
import { RatingPanel } from './RatingPanel';
import { TimeLeft } from './TimeLeft';
import { useRequestTypes } from './useRequestTypes';

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
            <WorkField key={field.key} label={text(field.label)}>
              <FilesField record={{ files }} />
            </WorkField>
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
          <WorkField key={field.key} label={text(field.label)}>
            {shown}
          </WorkField>
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
  if (!bid) return <Loading />;
  const f = (name: string) => translate(`resources.requests-journal.fields.${name}`);
  const when = (value: string | null) => (value ? format.dateTime(value) : null);
  const typeName = bid.type_name[locale as Locale] ?? bid.type_name.ru;
  const staff = user?.role !== 'renter';
  return (
    <WorkCard
      title={`${translate('resources.requests-journal.name', { smart_count: 1 })} № ${bid.number}`}
      heading={`№ ${bid.number} · ${typeName}`}
      chips={
        <>
          <EnumChip source="status" enumKey="bid_status" colors={BID_STATUS_COLORS} />
          <TimeLeft />
        </>
      }
      actions={<BidActions bid={bid} />}
      fields={
        <>
          <WorkField label={f('place')}>{placeLabel(bid.object_name, bid.room_number)}</WorkField>
          <WorkField label={f('renter_name')}>
            {bid.renter_name}
            {bid.outlet_name ? ` (${bid.outlet_name})` : ''}
          </WorkField>
          <WorkField label={f('applicant_name')}>{bid.applicant_name}</WorkField>
          <WorkField label={f('phone')}>{bid.phone && <PhoneLink phone={bid.phone} />}</WorkField>
          <WorkField label={f('created_at')}>{when(bid.created_at)}</WorkField>
          <WorkField label={f('due_at')}>{when(bid.due_at)}</WorkField>
          <WorkField label={f('executor_id')}>{bid.executor_name}</WorkField>
          <WorkField label={f('source')}>{translate(`enums.bid_source.${bid.source}`)}</WorkField>
          <Answers bid={bid} />
        </>
      }
      comments={
        <WorkComments
          module="bids"
          id={bid.id}
          internal={staff}
          canWrite={!staff || bid.actions.work}
        />
      }
      history={<BidHistory bid={bid} />}
    >
      {bid.description && (
        <WorkBlock label={f('description')}>
          <span style={{ whiteSpace: 'pre-line' }}>{bid.description}</span>
        </WorkBlock>
      )}
      {bid.reject_reason && (
        <WorkBlock label={translate('resources.requests-journal.reject_reason')}>
          {bid.reject_reason}
        </WorkBlock>
      )}
      {bid.files.length > 0 && (
        <WorkBlock label={translate('app.upload.attachments')}>
          <FilesField />
        </WorkBlock>
      )}
      <Box sx={{ mt: 2 }}>
        <RatingPanel bid={bid} />
      </Box>
    </WorkCard>
  );
};

/** `/requests-journal/view/:bidId`: everything about a request and what may be done with it. */
export const BidShow = () => (
  <ShowBase>
    <BidCard />
  </ShowBase>
);
