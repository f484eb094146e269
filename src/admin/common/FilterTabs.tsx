import { Tab, Tabs } from '@mui/material';
import { useMemo } from 'react';
import { useEvent } from 'react-admin';
import { useAfterPaint } from './useAfterPaint';

/** On a phone the scrollable tabs scroll instead of widening the page. */
const SCROLLABLE_SX = { contain: 'inline-size' } as const;
/** MUI's tabs' height: the place kept for them until they are drawn. */
const PLACE = { minHeight: 48 } as const;

interface FilterTabsProps<T extends string> {
  value: T;
  tabs: readonly { value: T; label: string }[];
  /** The tab list's accessible name. */
  label: string;
  onChange: (next: T) => void;
  /** Scrollable, with their buttons on a phone too, rather than sharing the page's width. */
  scrollable?: boolean;
}

/**
 * A list's tabs over its `tab` filter. MUI's tabs measure themselves (a forced layout) after
 * each of their renders: they are drawn once the list's first screen has been painted (their
 * place kept meanwhile), so the measuring lays out the tabs alone, and drawn again only when
 * the tab or a label changes, not each time the list's rows do.
 */
export const FilterTabs = <T extends string>({
  value,
  tabs,
  label,
  onChange,
  scrollable = false,
}: FilterTabsProps<T>) => {
  const painted = useAfterPaint();
  const select = useEvent(onChange);
  const labels = tabs.map((t) => `${t.value}\t${t.label}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tabs` is followed by its text (`labels`).
  const drawn = useMemo(
    () => (
      <Tabs
        value={value}
        onChange={(_, next: T) => select(next)}
        aria-label={label}
        {...(scrollable
          ? { variant: 'scrollable', allowScrollButtonsMobile: true, sx: SCROLLABLE_SX }
          : { variant: 'fullWidth' })}
      >
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} />
        ))}
      </Tabs>
    ),
    [value, labels, label, scrollable, select],
  );
  return painted ? drawn : <div style={PLACE} />;
};
