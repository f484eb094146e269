import type { ChipProps } from '@mui/material';
import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../src/admin/theme';

/** The palette colours a status or category chip is drawn in (`*_COLORS` of the resources). */
const CHIP_COLOURS = ['primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;

const AA = 4.5;

type OutlinedOverride = (props: { ownerState: ChipProps; theme: Theme }) => { color?: string };

describe('chips read at WCAG AA (4.5:1) in both themes', () => {
  for (const [name, options] of [
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const) {
    const theme = createTheme(options);
    it(`${name}: a filled chip's words on its colour`, () => {
      for (const colour of CHIP_COLOURS) {
        const { main, contrastText } = theme.palette[colour];
        expect(getContrastRatio(contrastText, main), colour).toBeGreaterThanOrEqual(AA);
      }
    });

    it(`${name}: an outlined chip's words on the page and on a card`, () => {
      const outlined = theme.components?.MuiChip?.styleOverrides?.outlined as
        | OutlinedOverride
        | undefined;
      for (const colour of CHIP_COLOURS) {
        const text =
          outlined?.({ ownerState: { color: colour }, theme }).color ?? theme.palette[colour].main;
        for (const ground of [theme.palette.background.default, theme.palette.background.paper]) {
          expect(getContrastRatio(text, ground), `${colour} on ${ground}`).toBeGreaterThanOrEqual(
            AA,
          );
        }
      }
    });
  }
});
