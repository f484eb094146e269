import { Box, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { BID_STATUSES } from '../../domain/bidStatuses';
import type { DashboardAnswer } from '../../domain/dashboard';
import { BID_STATUS_COLORS } from '../../resources/requests-journal/bidChoices';
import { CHART_GRID, ChartCard } from '../common/ChartCard';
import { useFormat } from '../common/useFormat';

const HEIGHT = 280;
const BAR_HEIGHT = 28;
const BAR_AXIS_HEIGHT = 56;
const NAME_WIDTH = 110;
/** The bottom axis: room for a tick and a line of text (the library's default leaves labels out). */
const X_AXIS_HEIGHT = 32;

type Charts = DashboardAnswer['charts'];

/*
 * Each chart is drawn for the eye only: `ChartCard` hides it from screen readers and gives its
 * numbers as a table. So no chart takes the keyboard's focus either (a focus stop hidden from
 * screen readers), `disableKeyboardNavigation`.
 */

/** Requests per day, stacked by status in the status chips' colours. */
const RequestsPerDay = ({ days }: { days: NonNullable<Charts['requests_per_day']> }) => {
  const translate = useTranslate();
  const format = useFormat();
  const theme = useTheme();
  const colour = (status: (typeof BID_STATUSES)[number]) => {
    const name = BID_STATUS_COLORS[status];
    return name === 'default' ? theme.palette.grey[500] : theme.palette[name].main;
  };
  const label = (status: string) => translate(`enums.bid_status.${status}`);
  return (
    <ChartCard
      title={translate('app.dashboard.charts.requests_per_day')}
      table={{
        head: [translate('app.dashboard.charts.day'), ...BID_STATUSES.map(label)],
        rows: days.map((d) => [format.date(d.day), ...BID_STATUSES.map((s) => d.counts[s])]),
      }}
    >
      <BarChart
        height={HEIGHT}
        disableKeyboardNavigation
        xAxis={[
          {
            scaleType: 'band',
            data: days.map((d) => d.day),
            height: X_AXIS_HEIGHT,
            valueFormatter: (day: string) => format.dayMonth(day),
          },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={BID_STATUSES.map((status) => ({
          data: days.map((d) => d.counts[status]),
          label: label(status),
          stack: 'status',
          color: colour(status),
        }))}
        slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom' } } }}
      />
    </ChartCard>
  );
};

/** The share of requests done by their deadline, per Monday-based week. */
const SlaWeekly = ({ weeks }: { weeks: NonNullable<Charts['sla_weekly']> }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <ChartCard
      title={translate('app.dashboard.charts.sla_weekly')}
      table={{
        head: [
          translate('app.dashboard.charts.week'),
          translate('app.dashboard.charts.done'),
          translate('app.dashboard.charts.met'),
          translate('app.dashboard.charts.percent'),
        ],
        rows: weeks.map((w) => [format.date(w.week), w.done, w.met, format.percent(w.percent)]),
      }}
    >
      <LineChart
        height={HEIGHT}
        disableKeyboardNavigation
        xAxis={[
          {
            scaleType: 'point',
            data: weeks.map((w) => w.week),
            height: X_AXIS_HEIGHT,
            valueFormatter: (week: string) => format.dayMonth(week),
          },
        ]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => format.percent(v) }]}
        series={[
          {
            data: weeks.map((w) => w.percent),
            label: translate('app.dashboard.charts.percent'),
            valueFormatter: (v) => (v === null ? '' : format.percent(v)),
            connectNulls: true,
            curve: 'linear',
          },
        ]}
        hideLegend
      />
    </ChartCard>
  );
};

/** Occupied area over all rooms' area, per object; a bar opens the object's plan when given. */
const Occupancy = ({
  objects,
  onObject,
}: {
  objects: NonNullable<Charts['occupancy']>;
  onObject?: (objectId: number) => void;
}) => {
  const translate = useTranslate();
  const format = useFormat();
  const rated = objects.map((o) => ({ name: o.name, percent: o.percent ?? 0 }));
  return (
    <ChartCard
      title={translate('app.dashboard.charts.occupancy')}
      table={{
        head: [
          translate('app.dashboard.charts.object'),
          translate('app.dashboard.charts.occupied_area'),
          translate('app.dashboard.charts.total_area'),
          translate('app.dashboard.charts.percent'),
        ],
        rows: objects.map((o) => [
          o.name,
          format.area(o.occupied_area),
          format.area(o.total_area),
          format.percent(o.percent),
        ]),
      }}
    >
      {rated.length > 0 ? (
        <BarChart
          layout="horizontal"
          height={BAR_AXIS_HEIGHT + rated.length * BAR_HEIGHT}
          disableKeyboardNavigation
          dataset={rated}
          yAxis={[{ scaleType: 'band', dataKey: 'name', width: NAME_WIDTH }]}
          xAxis={[
            {
              min: 0,
              max: 100,
              height: X_AXIS_HEIGHT,
              valueFormatter: (v: number) => format.percent(v),
            },
          ]}
          series={[
            {
              dataKey: 'percent',
              label: translate('app.dashboard.charts.percent'),
              valueFormatter: (v) => format.percent(v),
            },
          ]}
          hideLegend
          onAxisClick={(_event, axis) => {
            const object = axis ? objects[axis.dataIndex] : undefined;
            if (object && onObject) onObject(object.object_id);
          }}
          sx={onObject ? { cursor: 'pointer' } : undefined}
        />
      ) : (
        <Typography color="text.secondary">
          {translate('app.dashboard.charts.no_objects')}
        </Typography>
      )}
    </ChartCard>
  );
};

/**
 * The dashboard's charts the caller may see: requests per day, SLA met per week, occupancy per
 * object (a bar opens the object's stacking plan through `onObject`). Its own chunk: only the
 * home page loads the chart library.
 */
const DashboardCharts = ({
  charts,
  onObject,
}: {
  charts: Charts;
  onObject?: (objectId: number) => void;
}) => (
  <Box sx={CHART_GRID}>
    {charts.requests_per_day && <RequestsPerDay days={charts.requests_per_day} />}
    {charts.sla_weekly && <SlaWeekly weeks={charts.sla_weekly} />}
    {charts.occupancy && <Occupancy objects={charts.occupancy} onObject={onObject} />}
  </Box>
);

export default DashboardCharts;
