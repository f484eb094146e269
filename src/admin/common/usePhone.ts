import { type Theme, useMediaQuery } from '@mui/material';

/**
 * A phone-sized screen (below `md`): one-column rows instead of tables, filters in a drawer,
 * the language and theme switches in the user menu. Read on the first render, so a phone never
 * paints the desktop layout first.
 */
export const usePhone = () =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
