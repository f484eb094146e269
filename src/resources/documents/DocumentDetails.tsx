import { Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FieldGrid, WorkBlock, WorkField } from '../../admin/assignedWork/WorkCard';
import { FilesField } from '../../admin/common/FilesField';
import { useFormat } from '../../admin/common/useFormat';
import { useSession } from '../../providers/session';
import { DueOnField } from './DocumentFields';
import type { DocumentRow, LinkedLetter } from './documentView';

/** A link to another record's page. */
const RecordLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);

const LetterLink = ({ letter }: { letter: LinkedLetter }) => (
  <RecordLink to={`/documents/${letter.id}/show`}>№ {letter.number}</RecordLink>
);

/** The correspondent, linked to its renter's or contractor's card when it is one. */
const Correspondent = ({ letter }: { letter: DocumentRow }) => {
  if (letter.renter_id) {
    return <RecordLink to={`/renters/${letter.renter_id}/show`}>{letter.correspondent}</RecordLink>;
  }
  if (letter.contractor_id) {
    return (
      <RecordLink to={`/contractors/${letter.contractor_id}/show`}>
        {letter.correspondent}
      </RecordLink>
    );
  }
  return letter.correspondent;
};

/** The letter this one answers and the letters answering it, each linked. */
const Chain = ({ letter }: { letter: DocumentRow }) => {
  const translate = useTranslate();
  if (!letter.reply_to && letter.replies.length === 0) return null;
  return (
    <FieldGrid sx={{ mt: 2 }}>
      {letter.reply_to && (
        <WorkField label={translate('resources.documents.chain.answers')}>
          <LetterLink letter={letter.reply_to} />
        </WorkField>
      )}
      {letter.replies.length > 0 && (
        <WorkField label={translate('resources.documents.chain.answered_by')}>
          <Stack direction="row" component="span" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {letter.replies.map((reply) => (
              <LetterLink key={reply.id} letter={reply} />
            ))}
          </Stack>
        </WorkField>
      )}
    </FieldGrid>
  );
};

/**
 * The letter's registration, correspondent, how it came or went, who answers it and by when,
 * what it says, its chain both ways, files and staff's comment. A renter reads what it wrote or
 * was sent, without staff's own work on it.
 */
export const DocumentDetails = () => {
  const translate = useTranslate();
  const format = useFormat();
  const { user } = useSession();
  const letter = useRecordContext<DocumentRow>();
  if (!letter) return null;
  const staff = user?.role !== 'renter';
  const f = (name: string) => translate(`resources.documents.fields.${name}`);
  const incoming = letter.direction === 'incoming';
  return (
    <>
      <FieldGrid sx={{ mt: 2 }}>
        <WorkField label={f('registered_on')}>{format.date(letter.registered_on)}</WorkField>
        {staff && (
          <WorkField label={f('correspondent')}>
            <Correspondent letter={letter} />
          </WorkField>
        )}
        {incoming && staff && (
          <WorkField label={f('sender_number')}>{letter.sender_number}</WorkField>
        )}
        {incoming && staff && (
          <WorkField label={f('sender_date')}>
            {letter.sender_date && format.date(letter.sender_date)}
          </WorkField>
        )}
        <WorkField label={f('delivery')}>
          {translate(`enums.document_delivery.${letter.delivery}`)}
        </WorkField>
        {staff && (
          <WorkField label={f('responsible_id')}>
            {letter.responsible_name ?? translate('resources.documents.no_responsible')}
          </WorkField>
        )}
        {staff && (
          <WorkField label={f('due_on')}>{letter.due_on ? <DueOnField /> : null}</WorkField>
        )}
      </FieldGrid>
      <WorkBlock label={f('subject')}>
        <span style={{ overflowWrap: 'anywhere' }}>{letter.subject}</span>
      </WorkBlock>
      {letter.summary && (
        <WorkBlock label={f('summary')}>
          <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{letter.summary}</span>
        </WorkBlock>
      )}
      <Chain letter={letter} />
      <WorkBlock label={f('files')}>
        <FilesField />
      </WorkBlock>
      {letter.comment && (
        <WorkBlock label={f('comment')}>
          <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{letter.comment}</span>
        </WorkBlock>
      )}
    </>
  );
};
