import { useMediaQuery } from '@mui/material';
import { type Theme, useTheme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

const ROWS = [0, 1, 2, 3, 4, 5];

/**
 * The page's outline while the sign-in is checked and the layout is drawn: the bar's colour
 * where the bar will be, grey blocks where the toolbar and rows will be. Plain elements, no
 * styled components: it paints at once and costs the main thread nothing.
 */
export const LayoutShell = () => {
  const { palette, shape } = useTheme();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const block = (width: string, height: number): CSSProperties => ({
    width,
    height,
    borderRadius: shape.borderRadius,
    background: palette.action.hover,
  });
  return (
    <div aria-busy="true" style={{ minHeight: '100vh', background: palette.background.default }}>
      <div style={{ height: phone ? 56 : 48, background: palette.primary.main }} />
      <div style={{ display: 'flex', gap: 16, padding: phone ? '16px 8px' : 16 }}>
        <div style={block('240px', 48)} />
        <div style={block('160px', 48)} />
      </div>
      <div style={{ display: 'grid', gap: 12, padding: phone ? '0 8px' : '0 16px' }}>
        {ROWS.map((row) => (
          <div key={row} style={block('100%', 28)} />
        ))}
      </div>
    </div>
  );
};
