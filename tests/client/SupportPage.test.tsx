import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SiteApp } from '../../src/site/SiteApp';
import { server } from './setup';

describe('SupportPage', () => {
  it('says the message failed and keeps it when the server cannot take it, then sends it', async () => {
    let calls = 0;
    server.use(
      http.post('/api/public/support-messages', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 })
          : HttpResponse.json({ id: 3 }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<SiteApp page="/support" />);
    await user.type(await screen.findByLabelText(/^Имя/), 'Айгерим');
    await user.type(screen.getByLabelText(/^Сообщение/), 'Не приходит письмо');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByText('Произошла ошибка при отправке сообщения, попробуйте ещё раз'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Сообщение/)).toHaveValue('Не приходит письмо');
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Айгерим');

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Обращение в поддержку отправлено')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the support hours and the address from the page settings', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="support-email" content="help@arenda.kz" /><meta name="support-phone" content="+77011234567" />',
    );
    render(<SiteApp page="/support" />);
    expect(
      await screen.findByText('С понедельника по пятницу, с 9:00 до 18:00 по времени Астаны'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'help@arenda.kz' })[0]).toHaveAttribute(
      'href',
      'mailto:help@arenda.kz',
    );
    expect(screen.getAllByRole('link', { name: '+7 701 123 45 67' })[0]).toHaveAttribute(
      'href',
      'tel:+77011234567',
    );
  });
});
