import { HttpResponse, http } from 'msw';

/** API answers for component tests: the demo renter's login and its current user. */
export const demoUser = {
  id: 4,
  login: 'renter',
  email: 'v.kim@coffeehouse.kz',
  phone: '+77017770404',
  full_name: 'Ким Виктория Олеговна',
  role: 'renter',
  locale: 'ru',
  landlord_id: 1,
  employee_id: null,
  renter_id: 1,
  must_change_password: false,
  land: { id: 1, name: 'ТРЦ «Арай»', logo: '/default-logo.svg' },
  room: { id: 3, number: '103', logo: '/default-logo.svg' },
  rooms: [{ id: 3, number: '103', object_name: 'ТРЦ «Арай»' }],
  organization: { id: 1, name: 'ТРЦ Арай', logo: '/default-logo.svg' },
  access: null,
  notification_access: false,
  has_bid_access: true,
  trial_ends_at: null,
};

/** The superadmin's current user: no organization of its own. */
export const demoSuperadmin = {
  ...demoUser,
  id: 1,
  login: 'superadmin',
  role: 'superadmin',
  landlord_id: null,
  renter_id: null,
  land: null,
  room: null,
  rooms: [],
  organization: null,
};

export const handlers = [
  http.get('/api/user/count-unread', () => HttpResponse.json({ count: 0 })),
  http.post('/api/events/ticket', () =>
    HttpResponse.json({
      ticket: 'ticket',
      expires_at: new Date(Date.now() + 60_000).toISOString(),
    }),
  ),
  http.get('/api/public/social-networks', () =>
    HttpResponse.json([
      {
        id: 1,
        name: { ru: 'Инстаграм', kk: 'Инстаграм', en: 'Instagram' },
        url: 'https://instagram.com/arenda.crm',
        icon: 'instagram',
      },
    ]),
  ),
  http.post('/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { login: string; password: string };
    if (body.login !== 'renter') {
      return HttpResponse.json(
        { code: 'USER_NOT_FOUND', message: 'User not found' },
        { status: 401 },
      );
    }
    if (body.password !== 'demo12345') {
      return HttpResponse.json(
        { code: 'WRONG_PASSWORD', message: 'Wrong password' },
        { status: 401 },
      );
    }
    return HttpResponse.json({ token: 'token-1', user: demoUser });
  }),
  http.get('/api/user', () => HttpResponse.json(demoUser)),
  http.get('/api/user/push-events', () =>
    HttpResponse.json({
      push_events: ['bid_assigned', 'task_assigned', 'task_due', 'notification'],
    }),
  ),
];
