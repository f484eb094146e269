import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useTheme } from '@mui/material';
import { type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Calendar, type SlotInfo } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { CalendarEntry } from '../../domain/calendar';
import { parseWall, wallNow } from './almatyTime';
import {
  calendarFormats,
  calendarLocalizer,
  calendarMessages,
  cultureOf,
} from './calendarLocalizer';
import { AGENDA_DAYS, type CalendarView } from './calendarRange';
import { type DaysOff, dayOffOn } from './daysOff';
import { holidayColors, kindColors, kindOf } from './entryKinds';
import { entryWall } from './entryTime';
import { GridFrame } from './GridFrame';

/** An entry as the grid holds it: its wall start and end; a holiday has no entry (read-only). */
export interface GridItem {
  entry: CalendarEntry | null;
  title: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

/** A move or resize by drag and drop: the entry and its new wall times. */
export interface GridMove {
  entry: CalendarEntry;
  start: Date;
  end: Date;
  allDay: boolean;
}

/** The addon is CommonJS: the production bundle hands over its `exports`, the test run its default. */
const withDragAndDrop =
  (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
const DragAndDropCalendar = withDragAndDrop<GridItem>(Calendar<GridItem>);
const SCROLL_TO = new Date(1970, 0, 1, 8, 0);
const movable = (item: GridItem) => item.entry?.editable === true && item.entry.source === 'event';

/** The organization's holidays as whole-day bars named in the interface language. */
const holidayItems = (daysOff: DaysOff): GridItem[] =>
  [...daysOff.holidays].map(([day, name]) => {
    const start = parseWall(day);
    return {
      entry: null,
      title: name,
      start,
      end: new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1),
      allDay: true,
    };
  });

/**
 * react-big-calendar in wall time (Almaty's, whatever the browser's zone), in the interface
 * language, Monday first; own events move by drag and drop and resize by their edge. The
 * organization's days off are hatched, its holidays named on them.
 */
export const CalendarGrid = ({
  entries,
  daysOff,
  moved,
  view,
  date,
  height,
  onView,
  onNavigate,
  onOpen,
  onSlot,
  onMove,
}: {
  entries: CalendarEntry[];
  daysOff: DaysOff;
  /** Moves not yet confirmed by the server, shown where they were dropped. */
  moved: Record<string, { start: Date; end: Date }>;
  view: CalendarView;
  date: Date;
  /** The grid's height in the month, week and day views (the agenda grows with its rows). */
  height: number;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  onOpen: (entry: CalendarEntry) => void;
  onSlot: (slot: SlotInfo) => void;
  onMove: (move: GridMove) => void;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const culture = cultureOf(useLocale());
  const frame = useRef<HTMLDivElement>(null);
  const messages = useMemo(() => calendarMessages(translate), [translate]);
  const items = useMemo(
    () => [
      ...holidayItems(daysOff),
      ...entries.map(
        (entry): GridItem => ({
          entry,
          title: entry.title,
          allDay: entry.all_day,
          ...entryWall(entry),
          ...moved[entry.key],
        }),
      ),
    ],
    [entries, daysOff, moved],
  );
  const components = useMemo(
    () => ({
      agenda: {
        date: ({ day, label }: { day: Date; label: ReactNode }) => (
          <>
            {label}
            {dayOffOn(daysOff, day) && (
              <span className="rbc-day-off-note">{translate('app.calendar.days_off.day_off')}</span>
            )}
          </>
        ),
      },
    }),
    [daysOff, translate],
  );
  // The month's table names itself in English ("Month View"), whatever the culture.
  const monthLabel = translate('app.calendar.grid.month_view', {
    month: calendarLocalizer.format(date, 'LLLL yyyy', culture),
  });
  useLayoutEffect(() => {
    frame.current?.querySelector('.rbc-month-view')?.setAttribute('aria-label', monthLabel);
  });
  const drop = ({ event, start, end, isAllDay }: EventInteractionArgs<GridItem>) =>
    event.entry &&
    onMove({
      entry: event.entry,
      start: new Date(start),
      end: new Date(end),
      allDay: isAllDay ?? event.allDay,
    });
  return (
    <GridFrame ref={frame}>
      <DragAndDropCalendar
        localizer={calendarLocalizer}
        culture={culture}
        formats={calendarFormats}
        messages={messages}
        components={components}
        events={items}
        view={view}
        views={['month', 'week', 'day', 'agenda']}
        // The agenda lists its last day too: `length` days after the first.
        length={AGENDA_DAYS - 1}
        date={date}
        onView={(next) => onView(next as CalendarView)}
        onNavigate={onNavigate}
        onDrillDown={(day) => {
          onNavigate(day);
          onView('day');
        }}
        getNow={() => wallNow()}
        toolbar={false}
        popup
        selectable
        onSelectSlot={onSlot}
        onSelectEvent={(item) => item.entry && onOpen(item.entry)}
        onKeyPressEvent={(item, event) => {
          const { key } = event as unknown as React.KeyboardEvent;
          if (item.entry && (key === 'Enter' || key === ' ')) onOpen(item.entry);
        }}
        draggableAccessor={movable}
        resizableAccessor={movable}
        onEventDrop={drop}
        onEventResize={drop}
        scrollToTime={SCROLL_TO}
        dayPropGetter={(day) => (dayOffOn(daysOff, day) ? { className: 'rbc-day-off' } : {})}
        eventPropGetter={(item) => {
          const colors = item.entry ? kindColors(theme, kindOf(item.entry)) : holidayColors(theme);
          const className = item.entry ? undefined : 'rbc-holiday';
          // The agenda is a table whose day cell spans its rows: a row is marked by its colour
          // at the event's edge, not filled (the day cell would take the first row's colour).
          if (view === 'agenda') {
            return {
              className,
              style: { '--entry-color': colors.background } as React.CSSProperties,
            };
          }
          return {
            className,
            style: {
              backgroundColor: colors.background,
              color: colors.text,
              borderColor: colors.background,
            },
          };
        }}
        style={{ height: view === 'agenda' ? 'auto' : height }}
      />
    </GridFrame>
  );
};

export default CalendarGrid;
