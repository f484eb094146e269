import type { ChipProps, Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The spec's seven colours. `accent` is ours; MUI knows the other six. */
export const COLORS = {
  primary: '#1f4e79',
  secondary: '#2e7d6b',
  accent: '#f2a900',
  error: '#c62828',
  info: '#0277bd',
  success: '#2e7d32',
  warning: '#ed6c02',
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

/**
 * A record page's side panel (history) goes under the record on a phone instead of beside it,
 * and the record's card takes the screen's width (a long value ends in "…" inside its field).
 */
const stackedOnPhone = (main: string) => ({
  styleOverrides: {
    root: {
      '@media (max-width: 899.95px)': {
        [`& .${main}`]: { flexDirection: 'column', alignItems: 'stretch' },
      },
    },
  },
});

/**
 * Readable chips and phone lists: an outlined chip's words in the colour's shade away from the
 * ground (dark on a light page, light on a dark one; the main shade is too close to it, orange
 * on white, red on grey); a phone row's third text at full opacity (react-admin fades it to
 * 54 %, below AA: chips keep their colours, plain text takes the secondary one); and, below a
 * floating "+" (60 px from the bottom, 56 px tall), room to scroll the last row and the
 * pagination clear of it; and a page no wider than the screen.
 */
const readable = {
  RaSimpleList: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaSimpleList-tertiary': {
          opacity: 1,
          color: theme.palette.text.secondary,
          fontSize: theme.typography.body2.fontSize,
        },
      }),
    },
  },
  RaLayout: {
    styleOverrides: {
      root: {
        // A phone's page is as wide as its screen: a long unbroken value (a select's Kazakh
        // option) ends in "…" inside its field instead of widening the page past it.
        '@media (max-width: 599.95px)': { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } },
        '& .RaLayout-content:has(.RaCreateButton-floating)': { paddingBottom: 132 },
      },
    },
  },
  MuiChip: {
    styleOverrides: {
      outlined: ({ ownerState, theme }: { ownerState: ChipProps; theme: Theme }) =>
        ownerState.color && ownerState.color !== 'default'
          ? {
              color:
                theme.palette[ownerState.color][theme.palette.mode === 'light' ? 'dark' : 'light'],
            }
          : {},
    },
  },
} satisfies RaThemeOptions['components'];

/**
 * A checkbox named by `aria-label` (react-admin's row selection) carries the name on its input,
 * which screen readers announce, instead of on the span around it, where it is not allowed.
 */
const checkboxNamedOnInput = {
  defaultProps: {
    slotProps: {
      root: () => ({ 'aria-label': undefined }),
      input: ({ 'aria-label': label }: { 'aria-label'?: string }) =>
        label ? { 'aria-label': label } : {},
    },
  },
};

/**
 * Screen-size checks answer on the first render (the app is never rendered on a server): a phone
 * draws its list once, instead of the desktop table first and its rows after.
 */
const mediaQueriesAtOnce = { defaultProps: { noSsr: true } };

/**
 * A person who asked the system for less motion gets none: menus, dialogs and drawers appear at
 * once, and buttons do not ripple (read when the app loads).
 */
const reducedMotion =
  typeof window !== 'undefined' &&
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const shared: RaThemeOptions = {
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  },
  sidebar: { width: 240 },
  ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
};

const stillComponents = reducedMotion
  ? { MuiButtonBase: { defaultProps: { disableRipple: true } } }
  : {};

/** Text on a coloured fill is white or black, whichever reads at WCAG AA (4.5:1) on it. */
const AA_CONTRAST = 4.5;

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  components: {
    ...defaultLightTheme.components,
    ...readable,
    MuiCheckbox: checkboxNamedOnInput,
    MuiUseMediaQuery: mediaQueriesAtOnce,
    RaEdit: stackedOnPhone('RaEdit-main'),
    RaShow: stackedOnPhone('RaShow-main'),
    ...stillComponents,
  },
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    contrastThreshold: AA_CONTRAST,
    primary: { main: COLORS.primary },
    secondary: { main: COLORS.secondary },
    accent: { main: COLORS.accent, contrastText: '#1b2430' },
    error: { main: COLORS.error },
    info: { main: COLORS.info },
    success: { main: COLORS.success },
    warning: { main: COLORS.warning },
    background: { default: '#f6f8fb' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  components: {
    ...defaultDarkTheme.components,
    ...readable,
    MuiCheckbox: checkboxNamedOnInput,
    MuiUseMediaQuery: mediaQueriesAtOnce,
    RaEdit: stackedOnPhone('RaEdit-main'),
    RaShow: stackedOnPhone('RaShow-main'),
    ...stillComponents,
  },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    contrastThreshold: AA_CONTRAST,
    primary: { main: '#7fb0de' },
    secondary: { main: '#6cc3ad' },
    accent: { main: COLORS.accent, contrastText: '#1b2430' },
    error: { main: '#ef6b6b' },
    info: { main: '#4fb3e8' },
    success: { main: '#66bb6a' },
    warning: { main: '#ffa34d' },
  },
};
