import { type Theme, useMediaQuery } from '@mui/material';
import type { ReactElement } from 'react';

/** A list's body: one-column rows (`rows`, a SimpleList) below `md`, the table elsewhere. */
export const PhoneOr = ({ rows, children }: { rows: ReactElement; children: ReactElement }) =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md')) ? rows : children;
