import { FormControlLabel, FormGroup, FormLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { PUSH_EVENTS, type PushEvent } from '../../domain/push';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import { EnablePushButton } from './EnablePushButton';

const KEY = ['user', 'push-events'];

/** The profile's "Push notifications": which events to push, and this device's switch. */
export const PushSettings = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: KEY,
    queryFn: () => dataProvider.pushEvents(),
  });
  const save = useMutation({
    mutationFn: (events: PushEvent[]) => dataProvider.savePushEvents(events),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      notify('app.push.events_saved', { type: 'success' });
    },
    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
  });
  const chosen = data?.push_events ?? [];
  const toggle = (event: PushEvent, on: boolean) =>
    save.mutate(PUSH_EVENTS.filter((e) => (e === event ? on : chosen.includes(e))));
  return (
    <Stack component="section" aria-labelledby="push-settings" sx={{ gap: 1.5, maxWidth: 480 }}>
      <Typography id="push-settings" variant="h6" component="h2">
        {translate('app.push.title')}
      </Typography>
      <FormGroup>
        <FormLabel component="legend">{translate('app.push.events_hint')}</FormLabel>
        {PUSH_EVENTS.map((event) => (
          <FormControlLabel
            key={event}
            label={translate(`app.push.event.${event}`)}
            control={
              <Switch
                checked={chosen.includes(event)}
                disabled={!data || save.isPending}
                onChange={(e) => toggle(event, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <EnablePushButton />
    </Stack>
  );
};
