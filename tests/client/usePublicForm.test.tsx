import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitorFormInfo } from '../../src/domain/visitors';
import { SiteApp } from '../../src/site/SiteApp';
import { server } from './setup';

const user = userEvent.setup();
const field = (label: RegExp) => screen.getByLabelText(label);
// jsdom has no scrolling; a sent long form scrolls up to its thank-you.
const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
});

describe('usePublicForm on the multipart forms', () => {
  it('puts each server message beside its field, focuses the first, then shows the sent state', async () => {
    const url = '/api/public/contractor-form/contractor-token';
    const sent: FormData[] = [];
    server.use(
      http.get(url, () =>
        HttpResponse.json({
          landlord: { name: 'ТРЦ Арай', logo_url: null },
          max_files: 5,
          max_file_mb: 10,
        }),
      ),
      http.post(url, async ({ request }) => {
        sent.push(await request.formData());
        return sent.length === 1
          ? HttpResponse.json(
              {
                code: 'VALIDATION_ERROR',
                message: 'Validation failed',
                // Listed out of page order: the focus follows the page, not the body.
                errors: { contact_full_name: 'validation.too_long', bin: 'validation.unique' },
              },
              { status: 400 },
            )
          : HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    window.history.replaceState(null, '', '/contractor-form?token=contractor-token');
    render(<SiteApp page="/contractor-form" />);

    await user.type(await screen.findByLabelText(/^Компания/), 'ТОО «Чистый дом»');
    await user.type(field(/^БИН\/ИИН/), '110440055211');
    await user.type(field(/^Контактное лицо/), 'Ахметов Ержан');
    await user.type(field(/^Телефон/), '8 701 123 45 67');
    await user.click(screen.getByRole('checkbox', { name: 'Уборка и клининг' }));
    await user.upload(
      field(/^Документы: лицензии/),
      new File(['%PDF-1.4'], 'license.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    const bin = field(/^БИН\/ИИН/);
    await waitFor(() => expect(bin).toHaveFocus());
    expect(bin).toHaveAccessibleDescription(/Такое значение уже существует/);
    expect(field(/^Контактное лицо/)).toHaveAccessibleDescription('Слишком длинное значение');
    expect(screen.getByText('Проверьте поля, отмеченные красным')).toBeInTheDocument();
    expect(bin).toHaveValue('110440055211');
    expect(sent[0].get('company_name')).toBe('ТОО «Чистый дом»');
    expect(sent[0].getAll('services')).toEqual(['cleaning']);
    expect(sent[0].get('consent')).toBe('true');
    // jsdom's File loses its name on the way through Node's fetch; the count is what is checked.
    expect(sent[0].getAll('files')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByRole('heading', { name: 'Анкета отправлена' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('focuses the first unanswered choice when the check refuses, and sends once it passes', async () => {
    const url = '/api/public/visitor/qr-token';
    const info: VisitorFormInfo = {
      landlord: { name: 'ТРЦ Арай', logo_url: null },
      object: { id: 1, name: 'ТРЦ «Арай»' },
      objects: [],
      categories: ['complaint', 'suggestion', 'gratitude', 'question'],
      max_photo_mb: 5,
    };
    const sent: FormData[] = [];
    server.use(
      http.get(url, () => HttpResponse.json(info)),
      http.post(url, async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ id: 4 }, { status: 201 });
      }),
    );
    window.history.replaceState(null, '', '/v/qr-token');
    render(<SiteApp page="/v" />);

    await user.click(await screen.findByRole('button', { name: 'Отправить' }));
    const complaint = screen.getByRole('radio', { name: 'Жалоба' });
    await waitFor(() => expect(complaint).toHaveFocus());
    expect(complaint).toBeInvalid();
    expect(field(/^Сообщение/)).toHaveAccessibleDescription('Обязательное поле');
    expect(screen.getByText('Проверьте поля, отмеченные красным')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Вопрос' }));
    await user.type(field(/^Сообщение/), 'Где ближайший банкомат?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(
      await screen.findByRole('heading', { name: 'Спасибо, сообщение отправлено' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].get('category')).toBe('question');
    expect(sent[0].get('text')).toBe('Где ближайший банкомат?');
  });
});
