import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { HandedOver } from '../../domain/accounts';

/** The password alone, large and monospaced, so every character reads as itself. */
const PasswordBox = styled('output')(({ theme }) => ({
  flex: 1,
  padding: theme.spacing(1, 1.5),
  fontFamily: '"Roboto Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '1.4rem',
  letterSpacing: '0.12em',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  userSelect: 'all',
  overflowWrap: 'anywhere',
}));

/**
 * Puts `text` on the clipboard; where the Clipboard API is missing or refused (a page over plain
 * http), copies the box's selected text instead. Whether it was copied.
 */
const copyText = async (text: string, box: HTMLElement | null) => {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!box) return false;
    const range = document.createRange();
    range.selectNodeContents(box);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return document.execCommand('copy');
  }
};

/**
 * A login just made: its temporary password on its own with a copy button, that it is shown
 * once, and whether it was mailed (`mailAsked`: the person asked for a mail to an address).
 */
export const TemporaryPassword = ({
  handed,
  mailAsked,
}: {
  handed: HandedOver;
  mailAsked: boolean;
}) => {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLOutputElement>(null);
  const copy = async () => {
    setCopied(await copyText(handed.temporary_password, box.current));
  };
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography>{translate('app.account.created', { login: handed.login })}</Typography>
      <Typography component="label" htmlFor="temporary-password" variant="body2">
        {translate('app.account.password')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: 'stretch' }}>
        <PasswordBox id="temporary-password" ref={box}>
          {handed.temporary_password}
        </PasswordBox>
        <Button
          variant="outlined"
          onClick={copy}
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
        >
          {translate(copied ? 'app.account.copied' : 'app.account.copy')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('app.account.once')}
      </Typography>
      {handed.mailed_to ? (
        <Alert severity="success">
          {translate('app.account.mailed', { email: handed.mailed_to })}
        </Alert>
      ) : (
        mailAsked && <Alert severity="warning">{translate('app.account.not_mailed')}</Alert>
      )}
    </Stack>
  );
};
