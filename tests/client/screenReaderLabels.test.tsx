import { Autocomplete, TextField } from '@mui/material';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { ResourceContextProvider, TextField as TextFieldRa } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { List } from '../../src/admin/common/List';
import { StaffDefaults } from '../../src/admin/layout/StaffDefaults';
import type { Locale } from '../../src/domain/constants';
import type { BidView } from '../../src/resources/requests-journal/bidView';
import { RatingPanel } from '../../src/resources/requests-journal/RatingPanel';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** `ui` in the staff app's providers and its shared defaults, in `locale`. */
const renderIn = (locale: Locale, ui: React.ReactNode) => {
  localStorage.setItem('selected-language', locale);
  return renderStaff(<StaffDefaults>{ui}</StaffDefaults>);
};

/** A renters list of 60 rows, 10 a page: it has pages to move between. */
const RenterPages = () => {
  server.use(
    http.get('/api/renters', () =>
      HttpResponse.json(
        Array.from({ length: 10 }, (_, i) => ({ id: i + 1, legal_name: `ТОО «Арендатор ${i}»` })),
        { headers: { 'Content-Range': 'renters 0-9/60' } },
      ),
    ),
  );
  return (
    <ResourceContextProvider value="renters">
      <List exporter={false} disableSyncWithLocation disableAuthentication>
        <TextFieldRa source="legal_name" />
      </List>
    </ResourceContextProvider>
  );
};

describe('labels MUI would leave in English', () => {
  it.each([
    ['ru', 'Переход по страницам'],
    ['kk', 'Беттер арасында ауысу'],
  ] as const)('name a list’s pagination in %s', async (locale, name) => {
    await renderIn(locale, <RenterPages />);
    expect(await screen.findByRole('navigation', { name })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'pagination navigation' })).toBeNull();
  });

  it.each([
    ['ru', 'Открыть', 'Закрыть', 'Нет вариантов'],
    ['kk', 'Ашу', 'Жабу', 'Нұсқалар жоқ'],
  ] as const)(
    'name an autocomplete’s button and say it found nothing in %s',
    async (locale, open, close, none) => {
      await renderIn(
        locale,
        <Autocomplete
          options={[]}
          renderInput={(params) => <TextField {...params} label="Организация" />}
        />,
      );
      await userEvent.click(await screen.findByRole('button', { name: open }));
      expect(await screen.findByText(none)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
    },
  );

  it.each([
    ['ru', 'Без оценки', '3 звезды'],
    ['kk', 'Баға жоқ', '3 жұлдыз'],
  ] as const)(
    'name the rating’s choices in %s, “none” among them',
    async (locale, empty, three) => {
      const bid = { id: 5, rating: null, rating_comment: null, actions: { rate: true } } as BidView;
      await renderIn(locale, <RatingPanel bid={bid} />);
      expect(await screen.findByRole('radio', { name: empty })).toBeChecked();
      expect(screen.getByRole('radio', { name: three })).not.toBeChecked();
      expect(screen.queryByRole('radio', { name: 'Empty' })).toBeNull();
    },
  );
});
