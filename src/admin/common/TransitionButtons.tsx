import { Button, Stack } from '@mui/material';
import { type ReactElement, type ReactNode, useState } from 'react';
import {
  Button as RaButton,
  type RaRecord,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { MoveDialog, type MoveQuestion } from './MoveDialog';
import type { Notice } from './useAction';
import { useStatusMove } from './useStatusMove';

/** How the button of one move looks, and what it asks before it is sent. */
export interface MoveLook {
  label: string;
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'error';
  icon?: ReactElement;
  ask?: MoveQuestion;
}

interface TransitionButtonsProps<S extends string> {
  resource: string;
  /** The moves each status allows (the domain's `*_TRANSITIONS`), or those the record lists. */
  transitions:
    | Readonly<Record<S, readonly S[]>>
    | ((record: RaRecord & { status: S }) => readonly S[]);
  look: (to: S, from: S) => MoveLook;
  done: (to: S) => Notice;
  size?: 'small' | 'medium';
  /** Who may move: those who may edit the record, or (`server`) whoever the server listed moves for. */
  access?: 'edit' | 'server';
  /** Buttons in their own row (a list cell) rather than among the page's actions. */
  row?: boolean;
}

/**
 * One button per move the record's status allows, for those who may edit it; a move with a
 * question asks it first (and sends its note along).
 */
export const TransitionButtons = <S extends string>({
  resource,
  transitions,
  look,
  done,
  size = 'medium',
  access = 'edit',
  row = false,
}: TransitionButtonsProps<S>) => {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord & { status: S }>();
  const { canAccess } = useCanAccess({ resource, action: 'edit', enabled: access === 'edit' });
  const [asking, setAsking] = useState<{ to: S; question: MoveQuestion } | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { move, busy } = useStatusMove(resource, done, asking?.question.note?.field);
  if (!record || (access !== 'server' && !canAccess)) return null;

  const close = () => {
    setAsking(null);
    setNote('');
    setError(null);
  };
  const send = async (to: S) => {
    const noteField = asking?.question.note?.field;
    const refused = await move(record.id, {
      status: to,
      ...(noteField ? { [noteField]: note.trim() || null } : {}),
    });
    if (refused) setError(refused);
    else close();
  };

  const moves =
    typeof transitions === 'function' ? transitions(record) : transitions[record.status];
  const buttons: ReactNode = (moves ?? []).map((to) => {
    const { label, variant, color, icon, ask } = look(to, record.status);
    const onClick = () => (ask ? setAsking({ to, question: ask }) : void send(to));
    // With an icon, react-admin's button: a toolbar action that shrinks to its icon on a phone.
    return icon ? (
      <RaButton key={to} label={label} color={color} disabled={busy} onClick={onClick}>
        {icon}
      </RaButton>
    ) : (
      <Button
        key={to}
        size={size}
        variant={variant}
        color={color}
        disabled={busy}
        onClick={onClick}
      >
        {translate(label)}
      </Button>
    );
  });
  return (
    <>
      {row ? (
        <Stack direction="row" sx={{ gap: 1 }}>
          {buttons}
        </Stack>
      ) : (
        buttons
      )}
      <MoveDialog
        question={asking?.question ?? null}
        note={note}
        onNote={(value) => {
          setNote(value);
          setError(null);
        }}
        error={error}
        busy={busy}
        onConfirm={() => asking && void send(asking.to)}
        onClose={close}
      />
    </>
  );
};
