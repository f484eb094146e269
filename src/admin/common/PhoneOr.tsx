import type { ReactElement } from 'react';
import { usePhone } from './useDateLocale';

/** A list's body: one-column rows (`rows`, a SimpleList) on a phone, the table elsewhere. */
export const PhoneOr = ({ rows, children }: { rows: ReactElement; children: ReactElement }) =>
  usePhone() ? rows : children;
