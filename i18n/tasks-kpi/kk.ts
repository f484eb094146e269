import type { TasksKpiMessages } from './ru';

/** The task KPI page's texts (`app.task_kpi.*` but its title, which the menu shows). */
export const tasksKpiKk: TasksKpiMessages = {
  period: 'Кезең',
  presets: {
    this_month: 'Осы ай',
    last_month: 'Өткен ай',
    this_quarter: 'Осы тоқсан',
  },
  from: 'Басы',
  to: 'Соңы',
  all_departments: 'Барлық бөлімдер',
  choose_organization: 'Қызметкерлерінің KPI көрсеткіштерін көру үшін ұйымды таңдаңыз',
  loading: 'KPI жүктелуде…',
  table: 'Орындаушылардың KPI көрсеткіштері',
  sort_by: 'Сұрыптау',
  short: {
    overdue: 'Мерзімі өткен',
    returned: 'Қайтарылды',
    mean_hours_to_done: 'Орт. уақыт, сағ',
  },
  empty: 'Бұл кезеңде тапсырмалар жоқ',
  empty_hint: 'Басқа кезеңді немесе бөлімді таңдаңыз',
  on_time_chart: 'Орындаушылар бойынша мерзімінде орындалғаны, %',
  no_completed: 'Бұл кезеңде орындалған тапсырмалар жоқ',
  weekly_chart: 'Апталар бойынша орындалған тапсырмалар',
  week_of: '%{date} басталған апта',
};
