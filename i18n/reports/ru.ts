import type { Catalogue } from '../ru';

/** The reports page's texts (`app.reports.*`), loaded with the page. */
export const reportsRu = {
  title: 'Отчёты',
  intro:
    'Выгрузки в Excel: в каждую попадают записи, созданные в выбранный период (по времени Алматы)',
  period: 'Период',
  from: 'С',
  to: 'По',
  presets: {
    this_month: 'Этот месяц',
    last_month: 'Прошлый месяц',
    this_quarter: 'Этот квартал',
  },
  items: {
    bids: {
      title: 'Журнал заявок',
      description:
        'Заявки: номер, тип, объект, арендатор, заявитель, статус, исполнитель, время этапов и SLA',
    },
    application_forms: {
      title: 'Лист ожидания',
      description: 'Анкеты будущих арендаторов со всеми полями и статусом',
    },
    employees: {
      title: 'Сотрудники',
      description:
        'Зарегистрированные сотрудники: ФИО, отдел, должность, контакты, пропуск и график',
    },
    tasks: {
      title: 'Задачи',
      description: 'Задачи: исполнитель, автор, категория, приоритет, срок, статус и возвраты',
    },
    tasks_kpi: {
      title: 'KPI по задачам',
      description:
        'По каждому исполнителю: назначено, выполнено, в срок, просрочено, возвращено и среднее время',
    },
    sent_notifications: {
      title: 'Отправленные уведомления',
      description: 'Уведомления: текст, кому, автор, сколько получили и прочитали',
    },
    demo_requests: {
      title: 'Заявки на демо',
      description: 'Заявки на демонстрацию с сайта: имя или компания, email, телефон, статус',
    },
    support_messages: {
      title: 'Обращения в поддержку',
      description: 'Сообщения в поддержку с сайта: имя, телефон, текст и статус',
    },
  },
} as const;

export type ReportsMessages = Catalogue<typeof reportsRu>;
