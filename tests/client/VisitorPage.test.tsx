import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISITOR_CATEGORIES, type VisitorFormInfo } from '../../src/domain/visitors';
import { SiteApp } from '../../src/site/SiteApp';
import { server } from './setup';

const FORM_URL = '/api/public/visitor/qr-token';
const info: VisitorFormInfo = {
  landlord: { name: 'ТРЦ Арай', logo_url: null },
  object: null,
  objects: [
    { id: 1, name: 'ТРЦ «Арай»' },
    { id: 2, name: 'ТЦ «Сити»' },
  ],
  categories: VISITOR_CATEGORIES,
  max_photo_mb: 10,
};

const user = userEvent.setup();
const send = () => user.click(screen.getByRole('button', { name: 'Отправить' }));

beforeEach(() => {
  window.history.replaceState(null, '', '/v/qr-token');
  server.use(http.get(FORM_URL, () => HttpResponse.json(info)));
});
afterEach(() => vi.restoreAllMocks());

describe('VisitorPage', () => {
  it('names the tab and the landlord, refuses an empty message and sends the chosen centre', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(FORM_URL, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ id: 7 }, { status: 201 });
      }),
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<SiteApp page="/v" />);
    expect(await screen.findByText('ТРЦ Арай')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Сообщите нам' })).toBeVisible();
    expect(document.title).toBe('Сообщите нам');

    await send();
    const text = screen.getByLabelText(/^Сообщение/);
    expect(text).toHaveAccessibleDescription('Обязательное поле');
    expect(screen.getByText('Проверьте поля, отмеченные красным')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: 'Жалоба' }));
    await user.selectOptions(screen.getByLabelText('Где вы'), 'ТЦ «Сити»');
    await user.type(text, 'У входа разлит кофе');
    await send();

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveClass('form-success');
    expect(thanks).toHaveTextContent('Спасибо, сообщение отправлено');
    expect(thanks).toHaveTextContent('Администрация «ТРЦ Арай» рассмотрит его');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    const body = sent as FormData | null;
    expect(body?.get('object_id')).toBe('2');
    expect(body?.get('category')).toBe('complaint');
  });

  it('offers a retry when the server is out of reach, then shows the form', async () => {
    let calls = 0;
    server.use(
      http.get(FORM_URL, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(info);
      }),
    );
    render(<SiteApp page="/v" />);
    await user.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('radio', { name: 'Вопрос' })).toBeInTheDocument();
  });

  it('says the QR code no longer works when the link is unknown', async () => {
    server.use(http.get(FORM_URL, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })));
    render(<SiteApp page="/v" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Этот QR-код больше не действует');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });
});
