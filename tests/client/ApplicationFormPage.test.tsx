import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationFormInfo } from '../../src/domain/questionnaire';
import { RENTER_CATEGORIES } from '../../src/domain/renters';
import { SiteApp } from '../../src/site/SiteApp';
import { server } from './setup';

const FORM_URL = '/api/public/application-form/aray-token';
const info: ApplicationFormInfo = {
  landlord: { name: 'ТРЦ Арай', logo_url: null },
  object: { id: 1, name: 'ТРЦ «Арай»' },
  objects: [],
  categories: RENTER_CATEGORIES,
  max_files: 5,
  max_file_mb: 10,
};

const user = userEvent.setup();
const field = (label: RegExp) => screen.getByLabelText(label);
const next = () => user.click(screen.getByRole('button', { name: 'Далее' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

const openForm = async () => {
  render(<SiteApp page="/application-form" />);
  await stepHeading('Сведения о компании');
};

const fillCompany = async (bin = '110440055211') => {
  await user.type(field(/^БИН\/ИИН/), bin);
  await user.type(field(/^Наименование компании/), 'ТОО «Кофе Хаус»');
};

/** Fills the company and brand steps and stops on the premises step. */
const toPremises = async () => {
  await fillCompany();
  await next();
  await stepHeading('Бренд');
  await user.type(field(/^Название бренда/), 'Coffee House');
  await user.selectOptions(field(/^Категория/), 'food');
  await next();
  await stepHeading('Требования к помещению');
};

beforeEach(() => {
  window.history.replaceState(null, '', '/application-form?token=aray-token');
  server.use(http.get(FORM_URL, () => HttpResponse.json(info)));
});

describe('ApplicationFormPage', () => {
  it('keeps a BIN with a wrong control digit on the first step, with the message under it', async () => {
    await openForm();
    await fillCompany('110440055212');
    await next();

    const bin = field(/^БИН\/ИИН/);
    expect(bin).toHaveAccessibleDescription(/Неверный БИН\/ИИН: не сходится контрольная цифра/);
    expect(bin).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(bin).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Сведения о компании' })).toBeVisible();

    await user.clear(bin);
    await user.type(bin, '110440055211');
    await next();
    expect(await stepHeading('Бренд')).toBeInTheDocument();
  });

  it('refuses an area "to" below its "from", and takes "1 500,5" once the range is right', async () => {
    await openForm();
    await toPremises();

    await user.type(field(/^Площадь от/), '1 500,5');
    await user.type(field(/^Площадь до/), '200');
    await next();
    const max = field(/^Площадь до/);
    expect(max).toHaveAccessibleDescription('Значение «до» не может быть меньше значения «от»');
    await waitFor(() => expect(max).toHaveFocus());
    expect(field(/^Площадь от/)).toHaveAccessibleDescription('');

    await user.clear(max);
    await user.type(max, '2 000');
    await next();
    expect(await stepHeading('Контакты и материалы')).toBeInTheDocument();
  });

  it('takes a server field error back to its step and keeps what was typed', async () => {
    let sent: FormData | null = null;
    server.use(
      http.post(FORM_URL, async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Validation failed',
            errors: { brand_name: 'validation.too_long' },
          },
          { status: 400 },
        );
      }),
    );
    await openForm();
    await toPremises();
    await next();
    await stepHeading('Контакты и материалы');
    await user.type(field(/^ФИО контактного лица/), 'Ким Виктория');
    await user.type(field(/^Электронная почта/), 'v.kim@coffeehouse.kz');
    await user.type(field(/^Мобильный телефон/), '8 701 777 04 04');
    await user.upload(
      field(/^Файлы \(набор 1\)/),
      new File(['%PDF-1.4'], 'brand.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('checkbox', { name: /Я согласен/ }));
    await user.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await stepHeading('Бренд')).toBeInTheDocument();
    const brand = field(/^Название бренда/);
    expect(brand).toHaveAccessibleDescription('Слишком длинное значение');
    expect(brand).toHaveValue('Coffee House');
    await waitFor(() => expect(brand).toHaveFocus());
    expect(screen.getByText('Проверьте поля, отмеченные красным')).toBeInTheDocument();

    const body = sent as FormData | null;
    expect(body?.get('bin_iin')).toBe('110440055211');
    expect(body?.get('consent')).toBe('true');
    // jsdom's File loses its name on the way through Node's fetch; the count is what is checked.
    expect(body?.getAll('files_1')).toHaveLength(1);
    expect(body?.getAll('files_2')).toHaveLength(0);

    await next();
    await stepHeading('Требования к помещению');
    await next();
    expect(await stepHeading('Контакты и материалы')).toBeInTheDocument();
    expect(field(/^ФИО контактного лица/)).toHaveValue('Ким Виктория');
    expect(screen.getByText(/brand\.pdf/)).toBeInTheDocument();
  });

  it('says plainly when the link is not valid', async () => {
    server.use(http.get(FORM_URL, () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })));
    render(<SiteApp page="/application-form" />);
    expect(await screen.findByText(/Ссылка на анкету недействительна/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все торговые центры' })).toHaveAttribute(
      'href',
      '/tenants',
    );
  });
});
