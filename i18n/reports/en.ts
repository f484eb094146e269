import type { ReportsMessages } from './ru';

/** The reports page's texts (`app.reports.*`), loaded with the page. */
export const reportsEn: ReportsMessages = {
  title: 'Reports',
  intro: 'Excel sheets: each holds the records created in the chosen period (Almaty time)',
  period: 'Period',
  from: 'From',
  to: 'To',
  presets: {
    this_month: 'This month',
    last_month: 'Last month',
    this_quarter: 'This quarter',
  },
  items: {
    bids: {
      title: 'Requests journal',
      description:
        'Requests: number, type, object, renter, applicant, status, executor, stage times and SLA',
    },
    application_forms: {
      title: 'Waiting list',
      description: 'Prospective renters’ questionnaires with every field and their status',
    },
    employees: {
      title: 'Employees',
      description: 'Registered employees: name, department, position, contacts, pass and hours',
    },
    tasks: {
      title: 'Tasks',
      description: 'Tasks: executor, author, category, priority, deadline, status and returns',
    },
    tasks_kpi: {
      title: 'Task KPI',
      description:
        'Per executor: assigned, completed, on time, overdue, returned and mean time to done',
    },
    sent_notifications: {
      title: 'Sent notifications',
      description: 'Notifications: text, audience, author, how many received and read them',
    },
    demo_requests: {
      title: 'Demo requests',
      description: 'Demo requests from the website: name or company, email, phone, status',
    },
    support_messages: {
      title: 'Support messages',
      description: 'Messages to support from the website: name, phone, text and status',
    },
  },
};
