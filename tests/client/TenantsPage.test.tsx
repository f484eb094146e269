import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShoppingCenter } from '../../src/domain/questionnaire';
import { SiteApp } from '../../src/site/SiteApp';
import { server } from './setup';

const aray: ShoppingCenter = {
  id: 1,
  name: 'ТРЦ «Арай»',
  city: 'almaty',
  address: 'г. Алматы, пр. Абая, 109',
  logo_url: null,
  survey_url: '/application-form?token=aray-token',
};

describe('TenantsPage', () => {
  it('says so when no centre takes questionnaires', async () => {
    server.use(http.get('/api/public/shopping-centers', () => HttpResponse.json([])));
    render(<SiteApp page="/tenants" />);
    expect(
      await screen.findByText('Сейчас нет торговых центров, принимающих анкеты. Загляните позже.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.title).toBe('Торговые центры');
  });

  it('offers a retry after a failed load and then lists the centres with their links', async () => {
    let calls = 0;
    server.use(
      http.get('/api/public/shopping-centers', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: 'INTERNAL' }, { status: 500 })
          : HttpResponse.json([aray]);
      }),
    );
    render(<SiteApp page="/tenants" />);
    expect(
      await screen.findByText('Не удалось загрузить список торговых центров.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    const card = await screen.findByRole('listitem');
    expect(screen.getByRole('heading', { level: 2, name: 'ТРЦ «Арай»' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Алматы');
    expect(card).toHaveTextContent('г. Алматы, пр. Абая, 109');
    expect(screen.getByRole('img', { name: 'Логотип: ТРЦ «Арай»' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(screen.getByRole('link', { name: 'Заполнить анкету: ТРЦ «Арай»' })).toHaveAttribute(
      'href',
      '/application-form?token=aray-token',
    );
    expect(screen.queryByText('Не удалось загрузить список торговых центров.')).toBeNull();
    expect(calls).toBe(2);
  });
});
