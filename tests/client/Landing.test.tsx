import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SiteApp } from '../../src/site/SiteApp';
import { server } from './setup';

describe('Landing', () => {
  it('shows every section and the footer’s social networks in the chosen language', async () => {
    localStorage.setItem('selected-language', 'en');
    render(<SiteApp page="/" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Run your shopping or business centre from one screen',
      }),
    ).toBeInTheDocument();
    for (const name of [
      'Everything your centre runs on, in one system',
      'What the landlord gets',
      'See it in action',
      'Built for Kazakhstan’s large cities',
      'Your data is protected',
      'Try it free for 14 days',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/arenda.crm',
    );
    expect(document.title).toBe(
      'Arenda CRM — the CRM for shopping and business centres in Kazakhstan',
    );
  });

  it('keeps /ru in Russian whatever language is saved', async () => {
    localStorage.setItem('selected-language', 'kk');
    render(<SiteApp page="/ru" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Торговый или бизнес-центр — в одном окне',
      }),
    ).toBeInTheDocument();
  });

  it('sends a demo request only once the email is valid, keeping what was typed', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/public/demo-requests', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<SiteApp page="/" />);
    await user.click((await screen.findAllByRole('button', { name: 'Заказать демо' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Заказать демонстрацию' });
    await user.type(within(dialog).getByLabelText(/Имя или компания/), 'ТРЦ Арай');
    await user.type(within(dialog).getByLabelText(/Электронная почта/), 'info@aray');
    await user.type(within(dialog).getByLabelText(/Телефон/), '87011234567');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(
      await within(dialog).findByText('Введите корректный адрес электронной почты'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(within(dialog).getByLabelText(/Имя или компания/)).toHaveValue('ТРЦ Арай');

    await user.type(within(dialog).getByLabelText(/Электронная почта/), '.kz');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect(await within(dialog).findByText('Заявка на демо отправлена')).toBeInTheDocument();
    expect(sent).toEqual([
      { name: 'ТРЦ Арай', email: 'info@aray.kz', phone: '+77011234567', page: '/' },
    ]);
  });
});
