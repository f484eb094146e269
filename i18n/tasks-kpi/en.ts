import type { TasksKpiMessages } from './ru';

/** The task KPI page's texts (`app.task_kpi.*` but its title, which the menu shows). */
export const tasksKpiEn: TasksKpiMessages = {
  period: 'Period',
  presets: {
    this_month: 'This month',
    last_month: 'Last month',
    this_quarter: 'This quarter',
  },
  from: 'From',
  to: 'To',
  all_departments: 'All departments',
  choose_organization: 'Choose an organization to see its employees’ KPI',
  loading: 'Loading KPI…',
  table: 'Executors’ KPI',
  sort_by: 'Sort by',
  short: {
    overdue: 'Overdue',
    returned: 'Returned',
    mean_hours_to_done: 'Avg. hours',
  },
  empty: 'No tasks in this period',
  empty_hint: 'Choose another period or department',
  on_time_chart: 'Completed on time by executor, %',
  no_completed: 'No tasks were completed in this period',
  weekly_chart: 'Tasks completed per week',
  week_of: 'Week of %{date}',
};
