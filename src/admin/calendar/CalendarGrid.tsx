import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useTheme } from '@mui/material';
import { useMemo } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import { Calendar, type SlotInfo } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { CalendarEntry } from '../../domain/calendar';
import { wallNow } from './almatyTime';
import { calendarLocalizer, calendarMessages, cultureOf } from './calendarLocalizer';
import type { CalendarView } from './calendarRange';
import { kindColors, kindOf } from './entryKinds';
import { entryWall } from './entryTime';
import { GridFrame } from './GridFrame';

/** An entry as the grid holds it: its wall start and end. */
export interface GridItem {
  entry: CalendarEntry;
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
const movable = (item: GridItem) => item.entry.editable && item.entry.source === 'event';

/**
 * react-big-calendar in wall time (Almaty's, whatever the browser's zone), in the interface
 * language, Monday first; own events move by drag and drop and resize by their edge.
 */
export const CalendarGrid = ({
  entries,
  moved,
  view,
  date,
  onView,
  onNavigate,
  onOpen,
  onSlot,
  onMove,
}: {
  entries: CalendarEntry[];
  /** Moves not yet confirmed by the server, shown where they were dropped. */
  moved: Record<string, { start: Date; end: Date }>;
  view: CalendarView;
  date: Date;
  onView: (view: CalendarView) => void;
  onNavigate: (date: Date) => void;
  onOpen: (entry: CalendarEntry) => void;
  onSlot: (slot: SlotInfo) => void;
  onMove: (move: GridMove) => void;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const culture = cultureOf(useLocale());
  const messages = useMemo(() => calendarMessages(translate), [translate]);
  const items = useMemo(
    () =>
      entries.map(
        (entry): GridItem => ({
          entry,
          title: entry.title,
          allDay: entry.all_day,
          ...entryWall(entry),
          ...moved[entry.key],
        }),
      ),
    [entries, moved],
  );
  const drop = ({ event, start, end, isAllDay }: EventInteractionArgs<GridItem>) =>
    onMove({
      entry: event.entry,
      start: new Date(start),
      end: new Date(end),
      allDay: isAllDay ?? event.allDay,
    });
  return (
    <GridFrame>
      <DragAndDropCalendar
        localizer={calendarLocalizer}
        culture={culture}
        messages={messages}
        events={items}
        view={view}
        views={['month', 'week', 'day', 'agenda']}
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
        onSelectEvent={(item) => onOpen(item.entry)}
        onKeyPressEvent={(item, event) => {
          const { key } = event as unknown as React.KeyboardEvent;
          if (key === 'Enter' || key === ' ') onOpen(item.entry);
        }}
        draggableAccessor={movable}
        resizableAccessor={movable}
        onEventDrop={drop}
        onEventResize={drop}
        scrollToTime={SCROLL_TO}
        eventPropGetter={(item) => {
          const colors = kindColors(theme, kindOf(item.entry));
          // The agenda is a table whose day cell spans its rows: a row is marked by its colour
          // at the event's edge, not filled (the day cell would take the first row's colour).
          if (view === 'agenda') {
            return { style: { '--entry-color': colors.background } as React.CSSProperties };
          }
          return {
            style: {
              backgroundColor: colors.background,
              color: colors.text,
              borderColor: colors.background,
            },
          };
        }}
        style={{ height: view === 'agenda' ? 'auto' : 680 }}
      />
    </GridFrame>
  );
};

export default CalendarGrid;
