import { Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useAction } from '../../admin/common/useAction';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { BidView } from './bidView';

/**
 * The renter's 1–5 rating of a done request, given once: after it, the renter sees it read-only,
 * as staff do.
 */
export const RatingPanel = ({ bid }: { bid: BidView }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [rating, setRating] = useState<number | null>(bid.rating);
  const [comment, setComment] = useState(bid.rating_comment ?? '');
  const save = useAction({
    call: (body: { rating: number | null; comment: string | null }) =>
      dataProvider.rateBid(bid.id, body),
    done: 'resources.requests-journal.rated',
    refresh: true,
  });
  const editable = bid.actions.rate && bid.rating === null;
  if (!editable && bid.rating === null) return null;
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography variant="subtitle2">
        {translate('resources.requests-journal.fields.rating')}
      </Typography>
      <Rating
        value={rating}
        readOnly={!editable}
        onChange={(_, value) => setRating(value)}
        getLabelText={(value) =>
          translate('resources.requests-journal.stars', { smart_count: value })
        }
        emptyLabelText={translate('resources.requests-journal.no_rating')}
        // Read-only, MUI names it by its value («4 звезды»); the stars to pick are named as a group.
        {...(editable
          ? { 'aria-label': translate('resources.requests-journal.fields.rating') }
          : {})}
      />
      {editable ? (
        <>
          <TextField
            size="small"
            label={translate('resources.requests-journal.rating_comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Button
            variant="contained"
            disabled={!rating || save.isPending}
            onClick={() => void save.run({ rating, comment: comment || null })}
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
