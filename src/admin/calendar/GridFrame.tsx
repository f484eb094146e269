import { styled } from '@mui/material/styles';
import { dayOffFill } from './entryKinds';

/** react-big-calendar's own styles restyled to the MUI theme, light or dark, readable either way. */
export const GridFrame = styled('div')(({ theme }) => {
  const { palette, shape, typography } = theme;
  const line = palette.divider;
  return {
    fontFamily: typography.fontFamily,
    fontSize: typography.body2.fontSize,
    color: palette.text.primary,
    minWidth: 0,
    '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view table.rbc-agenda-table': {
      borderColor: line,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
    },
    [[
      '& .rbc-header',
      '& .rbc-month-row + .rbc-month-row',
      '& .rbc-day-bg + .rbc-day-bg',
      '& .rbc-time-header-content',
      '& .rbc-time-content',
      '& .rbc-time-content > * + * > *',
      '& .rbc-timeslot-group',
      '& .rbc-day-slot .rbc-time-slot',
      '& .rbc-time-header.rbc-overflowing',
      '& .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td',
      '& .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr',
      '& .rbc-agenda-view table.rbc-agenda-table thead > tr > th',
      '& .rbc-header + .rbc-header',
      '& .rbc-time-view .rbc-row',
    ].join(', ')]: { borderColor: line },
    '& .rbc-header': {
      padding: theme.spacing(0.75, 0.5),
      fontWeight: 500,
      textTransform: 'capitalize',
    },
    '& .rbc-off-range-bg': { backgroundColor: palette.action.hover },
    // The organization's days off: hatched over whatever colour the day has (today, another month).
    '& .rbc-day-off': { backgroundImage: dayOffFill(theme) },
    '& .rbc-day-off-note': {
      display: 'block',
      fontSize: typography.caption.fontSize,
      color: palette.text.secondary,
      whiteSpace: 'normal',
    },
    '& .rbc-event.rbc-holiday': { cursor: 'default' },
    '& .rbc-off-range': { color: palette.text.disabled },
    '& .rbc-today': { backgroundColor: palette.action.selected },
    '& .rbc-current-time-indicator': { backgroundColor: palette.error.main },
    '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
      borderRadius: shape.borderRadius,
      padding: theme.spacing(0.25, 0.75),
    },
    '& .rbc-event:focus, & .rbc-event.rbc-selected': {
      outline: `2px solid ${palette.text.primary}`,
      outlineOffset: 1,
    },
    '& .rbc-day-slot .rbc-event': { border: `1px solid ${palette.background.paper}` },
    '& .rbc-show-more': {
      backgroundColor: 'transparent',
      color: palette.primary.main,
      fontWeight: 500,
    },
    '& .rbc-overlay': {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      borderColor: line,
      boxShadow: theme.shadows[8],
    },
    '& .rbc-overlay-header': { borderColor: line },
    '& .rbc-slot-selection, & .rbc-slot-selecting .rbc-day-bg': {
      backgroundColor: palette.action.focus,
      color: palette.text.primary,
    },
    '& .rbc-selected-cell': { backgroundColor: palette.action.focus },
    // The agenda grows with its rows (the page scrolls), wide tables scroll on their own.
    '& .rbc-agenda-view': { flex: '1 0 auto', overflowX: 'auto' },
    '& .rbc-agenda-content': { overflowY: 'visible' },
    '& .rbc-agenda-date-cell, & .rbc-agenda-time-cell': { whiteSpace: 'nowrap' },
    // A phone leaves the entry's title the room: a time may break after its dash.
    [theme.breakpoints.down('sm')]: { '& .rbc-agenda-time-cell': { whiteSpace: 'normal' } },
    '& .rbc-agenda-event-cell': {
      borderLeft: '4px solid var(--entry-color)',
      overflowWrap: 'anywhere',
    },
    '& .rbc-agenda-empty': { padding: theme.spacing(2), color: palette.text.secondary },
    '& .rbc-date-cell button, & .rbc-button-link': { color: 'inherit' },
    '& .rbc-label, & .rbc-time-gutter': { color: palette.text.secondary },
    '& .rbc-addons-dnd .rbc-addons-dnd-resizable': { position: 'relative' },
  };
});
