import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  Skeleton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { addHours, isSameDay, startOfHour } from 'date-fns';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLocale, useNotify, useTranslate } from 'react-admin';
import type { SlotInfo } from 'react-big-calendar';
import { useNavigate } from 'react-router-dom';
import { canAccess } from '../../domain/access';
import type { CalendarEditScope, CalendarEntry } from '../../domain/calendar';
import { isLocale } from '../../domain/constants';
import { useModuleMessages } from '../../i18n/moduleMessages';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import { useSession } from '../../providers/session';
import { CALENDAR_PATH } from '../../routes';
import { PageTitle } from '../common/PageTitle';
import { fromWall, wallNow } from './almatyTime';
import { CalendarGrid, type GridMove } from './CalendarGrid';
import { CalendarLegend } from './CalendarLegend';
import { CalendarStatsCard } from './CalendarStatsCard';
import { CalendarToolbar } from './CalendarToolbar';
import { type CalendarView, dateForView, queryRangeOf, stepDate } from './calendarRange';
import { DayList } from './DayList';
import { dayOffOn, daysOffOf } from './daysOff';
import { EntryView } from './EntryView';
import { EventDialog, type EventDraft } from './EventDialog';
import { asksScope, eventValues, newEventValues } from './eventValues';
import { FeedDialog } from './FeedDialog';
import { SlotMenu } from './QuickActions';
import type { QuickAction } from './quickActions';
import { ScopeDialog } from './ScopeDialog';
import { useCalendarEntries, useDaysOff, useEventReader } from './useCalendarData';
import { useEntryMove } from './useEntryMove';

const DAY_MS = 86_400_000;
/** The grid's height in the month, week and day views (the agenda grows with its rows). */
const GRID_HEIGHT = 680;
/** The agenda's stand-in while its first entries load. */
const AGENDA_PLACEHOLDER_HEIGHT = 320;

/** Where a new entry goes: a slot's times, or the chosen day (the next hour when it is today). */
const timesFor = (slot: SlotInfo | null, day: Date, view: CalendarView) => {
  if (slot && view !== 'month' && slot.end.getTime() - slot.start.getTime() >= DAY_MS) {
    const lastDay = new Date(slot.end.getTime() - DAY_MS);
    return { start: slot.start, end: lastDay, allDay: true };
  }
  if (slot && view !== 'month') {
    const end = slot.end > slot.start ? slot.end : addHours(slot.start, 1);
    return { start: slot.start, end, allDay: false };
  }
  const base = slot?.start ?? day;
  const now = wallNow();
  const start = isSameDay(base, now)
    ? startOfHour(addHours(now, 1))
    : new Date(base.getFullYear(), base.getMonth(), base.getDate(), 9);
  return { start, end: addHours(start, 1), allDay: false };
};

/** The point of the screen a slot was clicked or selected at, for its menu. */
const slotPosition = (slot: SlotInfo) => {
  if (slot.box)
    return { top: slot.box.clientY ?? slot.box.y, left: slot.box.clientX ?? slot.box.x };
  if (slot.bounds) return { top: slot.bounds.bottom, left: slot.bounds.left };
  return null;
};

const CalendarScreen = ({
  mayCreateTask,
  mayShare,
}: {
  mayCreateTask: boolean;
  mayShare: boolean;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const readEvent = useEventReader();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<CalendarView>(phone ? 'agenda' : 'month');
  const [date, setDate] = useState(() => wallNow());
  const [day, setDay] = useState(() => wallNow());
  const [draft, setDraft] = useState<EventDraft | null>(null);
  const [viewing, setViewing] = useState<CalendarEntry | null>(null);
  const [slotMenu, setSlotMenu] = useState<{
    slot: SlotInfo;
    position: { top: number; left: number };
  } | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [pendingMove, setPendingMove] = useState<GridMove | null>(null);
  const { moved, move } = useEntryMove();
  const range = queryRangeOf(view, date);
  const entries = useCalendarEntries(range.from, range.to);
  const daysOffAnswer = useDaysOff(range.from, range.to);
  // The answers arrive as urgent updates; the grid and the day's list they fill are drawn as a
  // transition, in slices, instead of in one long task.
  const entriesData = useDeferredValue(entries.data);
  const daysOffData = useDeferredValue(daysOffAnswer.data);
  const list = entriesData ?? [];
  const daysOff = useMemo(
    () => daysOffOf(daysOffData, isLocale(locale) ? locale : 'ru'),
    [daysOffData, locale],
  );
  // Until the first answers arrive a placeholder of the grid's size holds its place, and what
  // sits under the grid waits: nothing moves when the entries come (layout shift).
  const ready =
    (entriesData !== undefined || entries.isError) &&
    (daysOffData !== undefined || daysOffAnswer.isError);

  const goTo = (next: Date) => {
    setDate(next);
    setDay(next);
  };
  const changeView = (next: CalendarView) => {
    setDate(dateForView(view, next, date));
    setView(next);
  };
  const open = async (entry: CalendarEntry) => {
    if (entry.source !== 'event' || !entry.editable || entry.event_id === null) {
      setViewing(entry);
      return;
    }
    const id = entry.event_id;
    try {
      const event = await readEvent(id);
      setDraft({ values: eventValues(event, entry), event, entry });
    } catch (error) {
      notify(messageKeyOf(error), { type: 'error' });
    }
  };
  const quick = (action: QuickAction, slot: SlotInfo | null = null) => {
    const { start, end, allDay } = timesFor(slot, day, view);
    if (action === 'task') {
      navigate('/tasks/create', { state: { record: { deadline: fromWall(start) } } });
      return;
    }
    setDraft({ values: newEventValues(action, start, end, allDay) });
  };
  const drop = (next: GridMove) => {
    if (asksScope(next.entry)) setPendingMove(next);
    else move(next, 'all');
  };

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <PageTitle title={translate('app.calendar.title')} />
      <CalendarStatsCard />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          gap: 2,
          mt: 2,
          alignItems: 'start',
        }}
      >
        <Card sx={{ minWidth: 0 }}>
          <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
            <CalendarToolbar
              view={view}
              date={date}
              onDate={goTo}
              onStep={(direction) => goTo(stepDate(view, date, direction))}
              onToday={() => goTo(wallNow())}
              onView={changeView}
              mayCreateTask={mayCreateTask}
              onQuick={(action) => quick(action)}
              onFeed={() => setFeedOpen(true)}
            />
            <Box sx={{ height: 4, mb: 1 }}>
              {entries.isFetching && (
                <LinearProgress aria-label={translate('app.calendar.loading')} />
              )}
            </Box>
            {entries.isError && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {translate(fieldErrorsOf(entries.error)?.to ?? messageKeyOf(entries.error))}
              </Alert>
            )}
            {ready ? (
              <>
                <CalendarGrid
                  entries={list}
                  daysOff={daysOff}
                  moved={moved}
                  view={view}
                  date={date}
                  height={GRID_HEIGHT}
                  onView={changeView}
                  onNavigate={goTo}
                  onOpen={open}
                  onSlot={(slot) => {
                    setDay(slot.start);
                    const position = slotPosition(slot);
                    if (position) setSlotMenu({ slot, position });
                  }}
                  onMove={drop}
                />
                <Box sx={{ mt: 2 }}>
                  <CalendarLegend />
                </Box>
              </>
            ) : (
              <Skeleton
                variant="rounded"
                height={view === 'agenda' ? AGENDA_PLACEHOLDER_HEIGHT : GRID_HEIGHT}
              />
            )}
          </CardContent>
        </Card>
        {ready && !entries.isError && (
          <DayList day={day} dayOff={dayOffOn(daysOff, day)} entries={list} onOpen={open} />
        )}
      </Box>
      <SlotMenu
        position={slotMenu?.position ?? null}
        mayCreateTask={mayCreateTask}
        onClose={() => setSlotMenu(null)}
        onAction={(action) => quick(action, slotMenu?.slot ?? null)}
      />
      {draft && <EventDialog draft={draft} mayShare={mayShare} onClose={() => setDraft(null)} />}
      {viewing && <EntryView entry={viewing} onClose={() => setViewing(null)} />}
      <FeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />
      <ScopeDialog
        open={pendingMove !== null}
        action="save"
        onCancel={() => setPendingMove(null)}
        onChoose={(scope: CalendarEditScope) => {
          if (pendingMove) move(pendingMove, scope);
          setPendingMove(null);
        }}
      />
    </Box>
  );
};

/**
 * `/home/calendar`: the user's month, week, day and agenda in Almaty's time — own events, those
 * colleagues share, and the deadlines of tasks and requests — with a chosen day's list, the
 * statistics, quick actions and the phone calendar subscription.
 */
export const CalendarPage = () => {
  const { user } = useSession();
  const texts = useModuleMessages('calendar');
  if (!user || !texts) return <LinearProgress sx={{ mt: 2 }} />;
  return (
    <CalendarScreen
      mayCreateTask={canAccess(user, { resource: 'tasks', action: 'create' })}
      mayShare={user.role === 'landlord' || user.role === 'employee'}
    />
  );
};

CalendarPage.path = CALENDAR_PATH;
