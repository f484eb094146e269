import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import type { TaskKpiAnswer } from '../../domain/tasks';
import { CHART_GRID, ChartCard } from '../common/ChartCard';
import { useFormat } from '../common/useFormat';

/** A bar per executor: this much height each, plus the axis. */
const BAR_HEIGHT = 32;
const BAR_AXIS_HEIGHT = 56;
const LINE_HEIGHT = 260;
/** The executors' names beside their bars: room for a short name, a long one is cut. */
const NAME_WIDTH = 120;
/**
 * The bottom axis: room for a tick and a line of the theme's text (the library's default is
 * too low for it and leaves every label out).
 */
const X_AXIS_HEIGHT = 32;

/**
 * The KPI's two charts: each executor's share completed on time (those who completed something
 * in the period), and the tasks completed per week. Its own chunk: only this screen loads the
 * chart library.
 */
const KpiCharts = ({ rows, weeks }: Pick<TaskKpiAnswer, 'rows' | 'weeks'>) => {
  const translate = useTranslate();
  const format = useFormat();
  const rated = rows
    .flatMap((r) =>
      r.on_time_percent === null ? [] : [{ name: r.executor_name, percent: r.on_time_percent }],
    )
    .sort((a, b) => b.percent - a.percent);
  const percent = (value: number | null) => format.percent(value);
  return (
    <Box sx={CHART_GRID}>
      <ChartCard title={translate('app.task_kpi.on_time_chart')}>
        {rated.length > 0 ? (
          <BarChart
            layout="horizontal"
            height={BAR_AXIS_HEIGHT + rated.length * BAR_HEIGHT}
            dataset={rated}
            yAxis={[{ scaleType: 'band', dataKey: 'name', width: NAME_WIDTH }]}
            xAxis={[{ min: 0, max: 100, height: X_AXIS_HEIGHT, valueFormatter: percent }]}
            series={[
              {
                dataKey: 'percent',
                label: translate('resources.tasks.kpi.on_time_percent'),
                valueFormatter: percent,
              },
            ]}
            hideLegend
          />
        ) : (
          <Typography color="text.secondary">{translate('app.task_kpi.no_completed')}</Typography>
        )}
      </ChartCard>
      <ChartCard title={translate('app.task_kpi.weekly_chart')}>
        <LineChart
          height={LINE_HEIGHT}
          xAxis={[
            {
              scaleType: 'point',
              data: weeks.map((w) => w.week),
              height: X_AXIS_HEIGHT,
              valueFormatter: (week: string, context) =>
                context.location === 'tick'
                  ? format.dayMonth(week)
                  : translate('app.task_kpi.week_of', { date: format.date(week) }),
            },
          ]}
          yAxis={[{ min: 0, tickMinStep: 1 }]}
          series={[
            {
              data: weeks.map((w) => w.completed),
              label: translate('resources.tasks.kpi.completed'),
              valueFormatter: (value) => format.number(value, 0),
            },
          ]}
          hideLegend
        />
      </ChartCard>
    </Box>
  );
};

export default KpiCharts;
