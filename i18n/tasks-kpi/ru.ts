import type { Catalogue } from '../ru';

/** The task KPI page's texts (`app.task_kpi.*` but its title, which the menu shows). */
export const tasksKpiRu = {
  period: 'Период',
  presets: {
    this_month: 'Этот месяц',
    last_month: 'Прошлый месяц',
    this_quarter: 'Этот квартал',
  },
  from: 'Начало',
  to: 'Конец',
  all_departments: 'Все отделы',
  choose_organization: 'Выберите организацию, чтобы увидеть KPI её сотрудников',
  loading: 'Загрузка KPI…',
  table: 'KPI исполнителей',
  sort_by: 'Сортировать по',
  /** The table's narrow headers; the full one is their tooltip. */
  short: {
    overdue: 'Просрочено',
    returned: 'Возвраты',
    mean_hours_to_done: 'Ср. время, ч',
  },
  empty: 'За этот период задач нет',
  empty_hint: 'Выберите другой период или отдел',
  on_time_chart: 'Выполнено в срок по исполнителям, %',
  no_completed: 'За этот период выполненных задач нет',
  weekly_chart: 'Выполнено задач по неделям',
  week_of: 'Неделя с %{date}',
} as const;

export type TasksKpiMessages = Catalogue<typeof tasksKpiRu>;
