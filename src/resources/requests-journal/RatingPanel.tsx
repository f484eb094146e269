import { Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import type { BidView } from './bidView';

/** The renter's 1–5 rating of a done request; staff see it. */
export const RatingPanel = ({ bid }: { bid: BidView }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [rating, setRating] = useState<number | null>(bid.rating);
  const [comment, setComment] = useState(bid.rating_comment ?? '');
  if (!bid.actions.rate && bid.rating === null) return null;
  const save = async () => {
    try {
      await dataProvider.call(`/bids/${bid.id}/rating`, {
        method: 'PUT',
        body: { rating, comment: comment || null },
      });
      notify('resources.requests-journal.rated', { type: 'success' });
      refresh();
    } catch (failure) {
      notify(messageKeyOf(failure), { type: 'error' });
    }
  };
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2">
        {translate('resources.requests-journal.fields.rating')}
      </Typography>
      <Rating
        value={rating}
        readOnly={!bid.actions.rate}
        onChange={(_, value) => setRating(value)}
        getLabelText={(value) =>
          translate('resources.requests-journal.stars', { smart_count: value })
        }
        aria-label={translate('resources.requests-journal.fields.rating')}
      />
      {bid.actions.rate ? (
        <>
          <TextField
            size="small"
            label={translate('resources.requests-journal.rating_comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            variant="contained"
            disabled={!rating}
            onClick={() => void save()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('resources.requests-journal.rate')}
          </Button>
        </>
      ) : (
        bid.rating_comment && <Typography variant="body2">{bid.rating_comment}</Typography>
      )}
    </Stack>
  );
};
