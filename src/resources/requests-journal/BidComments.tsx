import {
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';

interface Comment {
  id: number;
  text: string;
  internal: boolean;
  created_at: string;
  author_name: string | null;
}

/** The bid's conversation; staff may mark a comment internal (the renter does not see it). */
export const BidComments = ({
  bidId,
  staff,
  canWrite,
}: {
  bidId: number;
  staff: boolean;
  canWrite: boolean;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = ['bids', bidId, 'comments'];
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.call<Comment[]>(`/bids/${bidId}/comments`),
  });
  const add = useMutation({
    mutationFn: () =>
      dataProvider.call(`/bids/${bidId}/comments`, {
        method: 'POST',
        body: { text: text.trim(), internal },
      }),
    onSuccess: () => {
      setText('');
      setInternal(false);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (failure) => {
      const field = fieldErrorsOf(failure)?.text;
      if (field) setError(field);
      else notify(messageKeyOf(failure), { type: 'error' });
    },
  });

  return (
    <Stack sx={{ gap: 1 }}>
      {data.length === 0 && (
        <Typography color="text.secondary">
          {translate('resources.requests-journal.no_comments')}
        </Typography>
      )}
      <List dense disablePadding>
        {data.map((c) => (
          <ListItem key={c.id} disableGutters alignItems="flex-start">
            <ListItemText
              primary={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <Typography variant="subtitle2">
                    {c.author_name ?? translate('app.history.system')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {format.dateTime(c.created_at)}
                  </Typography>
                  {c.internal && (
                    <Chip size="small" label={translate('resources.requests-journal.internal')} />
                  )}
                </Stack>
              }
              secondary={<span style={{ whiteSpace: 'pre-line' }}>{c.text}</span>}
            />
          </ListItem>
        ))}
      </List>
      {canWrite && (
        <Stack sx={{ gap: 1 }}>
          <TextField
            multiline
            minRows={2}
            label={translate('resources.requests-journal.comment')}
            value={text}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
          />
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
            {staff && (
              <FormControlLabel
                control={
                  <Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />
                }
                label={translate('resources.requests-journal.internal_hint')}
              />
            )}
            <Button
              variant="contained"
              disabled={add.isPending}
              onClick={() => add.mutate()}
              sx={{ ml: 'auto' }}
            >
              {translate('resources.requests-journal.send_comment')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
};
