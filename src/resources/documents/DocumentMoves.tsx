import ArchiveIcon from '@mui/icons-material/Archive';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { type ReactElement, useState } from 'react';
import { Button, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { MoveDialog } from '../../admin/common/MoveDialog';
import { type FieldErrors, useAction } from '../../admin/common/useAction';
import { DOCUMENT_TRANSITIONS, type DocumentStatus } from '../../domain/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DocumentRow } from './documentView';

/** A move's button: its words and icon (taking a new letter to work and taking one back differ). */
const lookOf = (
  to: DocumentStatus,
  from: DocumentStatus,
): { label: string; icon: ReactElement } => {
  if (to === 'in_work' && from === 'registered') {
    return { label: 'resources.documents.action.take', icon: <PlayArrowIcon /> };
  }
  if (to === 'in_work') return { label: 'resources.documents.action.reopen', icon: <ReplayIcon /> };
  if (to === 'answered') {
    return { label: 'resources.documents.action.answered', icon: <DoneAllIcon /> };
  }
  return { label: 'resources.documents.action.archive', icon: <ArchiveIcon /> };
};

/** Taking a new letter to work is done at once; any other move asks first, with a reason. */
const asksFirst = (to: DocumentStatus, from: DocumentStatus) =>
  !(to === 'in_work' && from === 'registered');

/**
 * A button for each move the letter's status allows (DOCUMENT_TRANSITIONS); a move other than
 * taking a new letter to work is confirmed, with a reason the history keeps if one is given.
 */
export const DocumentMoves = ({ letter }: { letter: DocumentRow }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [asking, setAsking] = useState<DocumentStatus | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    setReason('');
    setError(null);
  };
  const move = useAction({
    call: (body: { status: DocumentStatus; reason?: string }) =>
      dataProvider.moveDocument(letter.id, body),
    done: (moved) => ({ message: `resources.documents.done.${moved.status}` }),
    onDone: close,
    refresh: true,
    fields: ({ reason }): FieldErrors => (reason ? { reason } : {}),
    // A refused move (another person moved the letter meanwhile): the letter as it is now.
    onFailed: () => {
      close();
      refresh();
    },
  });
  const send = async (status: DocumentStatus) => {
    const note = reason.trim();
    const refused = await move.run(note ? { status, reason: note } : { status });
    if (refused?.reason) setError(refused.reason);
  };
  return (
    <>
      {DOCUMENT_TRANSITIONS[letter.status].map((to) => {
        const { label, icon } = lookOf(to, letter.status);
        return (
          <Button
            key={to}
            label={label}
            disabled={move.isPending}
            onClick={() => (asksFirst(to, letter.status) ? setAsking(to) : void send(to))}
          >
            {icon}
          </Button>
        );
      })}
      <MoveDialog
        question={
          asking && {
            title: translate('resources.documents.action.move_title', {
              number: letter.number,
              status: translate(`enums.document_status.${asking}`),
            }),
            content: translate('resources.documents.action.move_content'),
            note: { field: 'reason', label: 'resources.documents.fields.reason' },
          }
        }
        note={reason}
        onNote={(value) => {
          setReason(value);
          setError(null);
        }}
        error={error}
        busy={move.isPending}
        onConfirm={() => asking && void send(asking)}
        onClose={close}
      />
    </>
  );
};
