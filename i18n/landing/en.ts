import type { LandingMessages } from './ru';

/** The public site's own copy in English (see `./ru.ts`). */
const landing: LandingMessages = {
  meta: {
    title: 'Arenda CRM — the CRM for shopping and business centres in Kazakhstan',
    description:
      'Tenant service requests with deadlines, a waiting list, leases, correspondence, tasks and time tracking from passes in one system, in Russian, Kazakh and English. Free for 14 days.',
    support_title: 'Arenda CRM support',
    support_description:
      'Write to Arenda CRM support: we answer during working hours, Monday to Friday, 9:00 to 18:00.',
    tenants_title: 'Shopping centres — prospective tenant questionnaire | Arenda CRM',
    tenants_description:
      'Choose a shopping centre and fill in the tenant questionnaire: brand, floor area, format and contacts.',
    og_locale: 'en_US',
  },
  name: 'Arenda CRM',
  nav: {
    skip: 'Skip to content',
    main: 'Main menu',
    features: 'Features',
    tenants: 'For tenants',
    support: 'Support',
    sign_in: 'Sign in',
    open_crm: 'Open the CRM',
    language: 'Language',
  },
  language: { ru: 'Русский', kk: 'Қазақша', en: 'English' },
  hero: {
    eyebrow: 'The CRM for commercial real estate in Kazakhstan',
    title: 'Run your shopping or business centre from one screen',
    text: 'Tenant requests with deadlines, a waiting list, leases and correspondence, staff tasks, time tracking from passes and a calendar — in Russian, Kazakh and English.',
    trial: 'Free for 14 days. Nothing to install: it runs in your browser.',
    demo: 'Book a demo',
    login: 'Sign in to the CRM',
  },
  features: {
    title: 'Everything your centre runs on, in one system',
    lead: 'Each module is built for the landlord, their staff and their tenants.',
    requests: {
      title: 'Requests journal',
      text: 'Tenants file requests by type — cleaning, repairs, access. Deadlines count working hours and Kazakhstan’s public holidays, so overdue work stands out at once.',
    },
    visitors: {
      title: 'Visitor reports by QR code',
      text: 'A QR poster in the lobby lets visitors report a problem without signing up; staff turn the message into a request.',
    },
    waiting: {
      title: 'Waiting list',
      text: 'Prospective tenants fill in a questionnaire from your link. You see the brand, the floor area and the format, and make a tenant of it in one step.',
    },
    tasks: {
      title: 'Tasks and KPIs',
      text: 'Assignments with deadlines and owners, progress control and performance figures for every employee.',
    },
    notifications: {
      title: 'Notifications',
      text: 'Messages to tenants and staff inside the system, plus push notifications in the browser and on the phone.',
    },
    calendar: {
      title: 'Calendar',
      text: 'Meetings, reminders and the deadlines of tasks, requests, leases and letters in one calendar. It marks the centre’s days off and holidays from its working week, and a subscription brings the events to your phone’s calendar.',
    },
    renters: {
      title: 'Tenants and premises',
      text: 'Tenant records with their BIN/IIN, contacts and access to their own account. Properties with their floors and premises, floor areas and occupancy.',
    },
    leases: {
      title: 'Leases',
      text: 'Leases with a month-by-month rent schedule and annual indexation, alerts before critical dates — the end of the term, the notice deadline, each indexation — a rent roll and a stacking plan of the premises.',
    },
    correspondence: {
      title: 'Correspondence',
      text: 'A register of incoming and outgoing letters with reply deadlines and the people responsible. Tenants write to the centre from their own account.',
    },
    passes: {
      title: 'Time tracking from passes',
      text: 'Staff arrivals and departures from electronic passes — a timesheet with no manual entry.',
    },
  },
  efficiency: {
    title: 'What the landlord gets',
    lead: 'Fewer phone calls and paper logbooks, more control over deadlines.',
    languages: { value: '3', label: 'interface languages: Russian, Kazakh and English' },
    levels: { value: '7', label: 'access levels: each employee sees only their own work' },
    hours: { value: '24/7', label: 'tenant requests and visitor reports by QR code' },
    trial: { value: '14', label: 'days of free trial' },
  },
  screens: {
    title: 'See it in action',
    requests: 'Requests journal: deadlines, statuses, assignees and filters',
    waiting: 'Waiting list: questionnaires from prospective tenants',
    qr: 'The centre’s QR code for visitor reports',
  },
  geography: {
    title: 'Built for Kazakhstan’s large cities',
    text: 'Local time zone, public holidays, checked BIN/IIN numbers, tenge and +7 phone numbers — all done the Kazakhstan way.',
    cities:
      'Almaty · Astana · Shymkent · Karaganda · Aktobe · Atyrau · Pavlodar · Oskemen · Kostanay · Taraz · Aktau · Oral',
  },
  trust: {
    title: 'Your data is protected',
    security: {
      title: 'Security',
      text: 'Passwords are stored only as hashes, changing a password ends every other session, and changes are written to the history.',
    },
    kazakhstan: {
      title: 'Data kept in Kazakhstan',
      text: 'The database and files are hosted on servers in Kazakhstan.',
    },
    law: {
      title: 'Personal data law',
      text: 'Processing follows the Law of the Republic of Kazakhstan “On Personal Data and Its Protection”: questionnaires from prospective tenants and contractors are accepted only with consent to the processing.',
    },
    access: {
      title: 'Role-based access',
      text: 'Permissions are checked on the server: a tenant sees only their own company, an employee only their own work.',
    },
  },
  cta: {
    title: 'Try it free for 14 days',
    text: 'Leave your contacts — we will show you the system and open a trial for your centre.',
  },
  footer: {
    contacts: 'Contacts',
    hours: 'Mon–Fri, 9:00–18:00 (Astana time)',
    links: 'Sections',
    social: 'Follow us',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
    status: 'System status',
    copyright: '© %{year} Arenda CRM',
  },
  demo: {
    title: 'Book a demo',
    text: 'We will show you Arenda CRM and open a 14-day trial.',
    name: 'Name or company',
    email: 'Email',
    phone: 'Phone',
    phone_hint: 'Optional, e.g. +7 701 123 45 67',
    submit: 'Send request',
    sending: 'Sending…',
    sent: 'Demo request sent',
    sent_text: 'We will get in touch during working hours: Monday to Friday, 9:00 to 18:00.',
    close: 'Close',
  },
  support: {
    title: 'Support',
    lead: 'A question about the system, access or billing? Write to us — we answer during working hours.',
    hours_title: 'Working hours',
    hours: 'Monday to Friday, 9:00 to 18:00 Astana time',
    email: 'Email',
    phone: 'Phone',
    form_title: 'Write to support',
    name: 'Name',
    message: 'Message',
    submit: 'Send',
    sent: 'Support message sent',
    sent_text: 'Thank you! We will answer during working hours.',
    another: 'Write another',
    failed: 'An error occurred while sending the message, please try again',
  },
};

export default landing;
