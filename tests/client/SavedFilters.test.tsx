import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, expect, it } from 'vitest';
import { SavedFilters } from '../../src/resources/requests-journal/SavedFilters';
import { renderRentersList } from './rentersList';
import { server } from './setup';

/** How many times the page asked for the saved filters. */
let savedAsked = 0;

beforeEach(() => {
  savedAsked = 0;
  server.use(
    http.get('/api/renters', () =>
      HttpResponse.json([{ id: 1, legal_name: 'ТОО «Арай Фуд»' }], {
        headers: { 'Content-Range': 'renters 0-1/1' },
      }),
    ),
    http.get('/api/saved-filters', () => {
      savedAsked += 1;
      return HttpResponse.json([
        { id: 5, resource: 'renters', name: 'Должники', filter: { debt: true } },
      ]);
    }),
  );
});

it('reads the saved filters when the user reaches for the button, not with the list', async () => {
  await renderRentersList({ actions: <SavedFilters resource="renters" /> });
  expect(await screen.findByText('ТОО «Арай Фуд»')).toBeInTheDocument();
  const button = screen.getByRole('button', { name: 'Мои фильтры' });
  expect(savedAsked).toBe(0);
  await userEvent.hover(button);
  await waitFor(() => expect(savedAsked).toBe(1));
  await userEvent.click(button);
  expect(await screen.findByRole('menuitem', { name: /Должники/ })).toBeInTheDocument();
});
