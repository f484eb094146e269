import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { useFormat } from '../../admin/common/useFormat';
import type { DocumentDirection } from '../../domain/documents';
import { useSession } from '../../providers/session';
import { DOCUMENT_STATUS_COLORS } from './documentChoices';
import type { DocumentRow } from './documentView';

/**
 * A letter's direction in words: the organization's ("incoming") for staff, a renter's own
 * ("from you", "to you") for a renter.
 */
export const useDirectionWords = () => {
  const translate = useTranslate();
  const renter = useSession().user?.role === 'renter';
  return (direction: DocumentDirection) =>
    translate(
      renter
        ? `resources.documents.renter_direction.${direction}`
        : `enums.document_direction.${direction}`,
    );
};

/** The arrow of a letter's direction, named for a screen reader ("Incoming"). */
export const DirectionIcon = ({ letter }: { letter: DocumentRow }) => {
  const words = useDirectionWords();
  const Icon = letter.direction === 'incoming' ? CallReceivedIcon : CallMadeIcon;
  return (
    <Icon
      fontSize="small"
      color={letter.direction === 'incoming' ? 'primary' : 'secondary'}
      titleAccess={words(letter.direction)}
    />
  );
};

/** A table's first cell: the direction's arrow before the letter's number. */
export const NumberField = (_props: { source?: string; label?: string }) => {
  const letter = useRecordContext<DocumentRow>();
  if (!letter) return null;
  return (
    <Stack component="span" direction="row" sx={{ gap: 0.75, alignItems: 'center' }}>
      <DirectionIcon letter={letter} />
      <Typography component="span" variant="body2">
        {letter.number}
      </Typography>
    </Stack>
  );
};

/** The letter's status chip. */
export const DocumentStatusChip = (_props: { label?: string; sortBy?: string }) => (
  <EnumChip source="status" enumKey="document_status" colors={DOCUMENT_STATUS_COLORS} />
);

/** The reply's due day; past it, while the letter still awaits its answer, in red and said so. */
export const DueOnField = (_props: { source?: string; label?: string }) => {
  const translate = useTranslate();
  const format = useFormat();
  const letter = useRecordContext<DocumentRow>();
  if (!letter?.due_on) return null;
  if (!letter.overdue) {
    return (
      <Typography component="span" variant="inherit">
        {format.date(letter.due_on)}
      </Typography>
    );
  }
  return (
    <Stack
      component="span"
      direction="row"
      sx={{ gap: 0.5, alignItems: 'center', color: 'error.main', fontWeight: 600 }}
    >
      <ErrorOutlineIcon fontSize="small" titleAccess={translate('resources.documents.overdue')} />
      <Typography component="span" variant="inherit" sx={{ fontWeight: 'inherit' }}>
        {format.date(letter.due_on)}
      </Typography>
    </Stack>
  );
};

/** A phone row's last line: the status and the reply's due day. */
export const StatusAndDue = () => (
  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
    <DocumentStatusChip />
    <DueOnField />
  </Stack>
);
