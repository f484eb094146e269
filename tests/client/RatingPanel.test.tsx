import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BidView } from '../../src/resources/requests-journal/bidView';
import { RatingPanel } from '../../src/resources/requests-journal/RatingPanel';
import { renderStaff } from './renderStaff';
import { server } from './setup';

/** A done request as its renter reads it: the server lets the renter rate it. */
const doneBid = (patch: Partial<BidView>) =>
  ({ id: 5, rating: null, rating_comment: null, actions: { rate: true }, ...patch }) as BidView;

describe('the renter’s rating of a done request', () => {
  it('is given with stars, a comment and «Оценить»', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/bids/5/rating', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 5 });
      }),
    );
    await renderStaff(<RatingPanel bid={doneBid({})} />);
    const rate = await screen.findByRole('button', { name: 'Оценить' });
    expect(rate).toBeDisabled();
    // MUI's star inputs are visually hidden (no pointer events): pick one as its own tests do.
    fireEvent.click(screen.getByRole('radio', { name: '4 звезды' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Комментарий к оценке' }), 'Быстро');
    await userEvent.click(rate);
    await waitFor(() => expect(sent).toEqual([{ rating: 4, comment: 'Быстро' }]));
    expect(await screen.findByText('Спасибо за оценку')).toBeVisible();
  });

  it('once given, is shown read-only, with no «Оценить» beside it', async () => {
    await renderStaff(<RatingPanel bid={doneBid({ rating: 4, rating_comment: 'Быстро' })} />);
    expect(await screen.findByText('Оценка')).toBeVisible();
    expect(screen.getByRole('img', { name: '4 звезды' })).toBeVisible();
    expect(screen.getByText('Быстро')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Оценить' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
