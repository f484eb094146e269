import type { ReactElement } from 'react';
import { usePhone } from './usePhone';

/** A list's body: one-column rows (`rows`, a SimpleList) on a phone, the table elsewhere. */
export const PhoneOr = ({ rows, children }: { rows: ReactElement; children: ReactElement }) =>
  usePhone() ? rows : children;
