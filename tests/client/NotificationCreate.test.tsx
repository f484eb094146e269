import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { CurrentUser } from '../../src/domain/user';
import { session } from '../../src/providers/session';
import { setToken } from '../../src/providers/token';
import { NotificationCreate } from '../../src/resources/employee-notifications/NotificationCreate';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = {
  ...demoUser,
  id: 2,
  login: 'landlord',
  role: 'landlord',
  locale: 'en',
  renter_id: null,
} as CurrentUser;

/** What the form posted: the multipart fields by name (files by their names). */
const sent: Record<string, string>[] = [];

const renderForm = async () => {
  server.use(
    http.get('/api/user/all', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      const people = [
        { id: 31, full_name: 'Aliya Serikova', role: 'renter', employee_id: null, renter_id: 7 },
        { id: 32, full_name: 'Bolat Nurlanov', role: 'employee', employee_id: 5, renter_id: null },
      ];
      return HttpResponse.json(people.filter((p) => p.full_name.toLowerCase().includes(q)));
    }),
    http.post('/api/employee-notifications', async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, name) => {
        fields[name] = typeof value === 'string' ? value : value.name;
      });
      sent.push(fields);
      return HttpResponse.json(
        { id: 90, message: fields.message, audience: 'users', recipients: [], files: [] },
        { status: 201 },
      );
    }),
  );
  setToken('landlord-token', false);
  await renderStaff(
    <ResourceContextProvider value="employee-notifications">
      <NotificationCreate />
    </ResourceContextProvider>,
    landlord,
  );
};

beforeEach(() => {
  localStorage.setItem('selected-language', 'en');
  sent.length = 0;
});
afterEach(() => {
  session.reset();
  localStorage.clear();
});

describe('the send form (English)', () => {
  it('asks for a message and for the people picked, and sends nothing', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Picked people' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('counts the message and sends it to a picked person with a file, as multipart', async () => {
    await renderForm();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Message/ }), 'Water is off');
    expect(screen.getByText(/^12 \/ 2000/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Picked people' }));
    await user.type(screen.getByRole('combobox', { name: 'People' }), 'aliya');
    await user.click(await screen.findByRole('option', { name: 'Aliya Serikova · Tenant' }));
    const file = new File(['%PDF-1.4'], 'schedule.pdf', { type: 'application/pdf' });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(screen.getByText('schedule.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Notification sent')).toBeTruthy();
    // jsdom's request body names a file `blob`: the field is what matters here.
    expect(sent).toEqual([
      { message: 'Water is off', 'recipients[0]': '31', 'files[0]': expect.any(String) },
    ]);
  });
});
