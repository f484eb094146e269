import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { messageKeyOf } from '../../providers/http';
import { useSession } from '../../providers/session';
import { QrLink } from './QrLink';
import { QueryStatus } from './QueryStatus';
import { RotateLinkButton } from './RotateLinkButton';
import { KEYS } from './settingsApi';
import { TargetPicker } from './TargetPicker';

/**
 * Settings → application form link: the public questionnaire's link for the whole organization
 * or one object (the questionnaire then names it), as text and a QR code, and a new link when the
 * old one has leaked.
 */
const ApplicationFormLinkTab = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [objectId, setObjectId] = useState<number | ''>('');
  const { canAccess: canListObjects } = useCanAccess({ resource: 'objects', action: 'list' });
  const { data: objects = [] } = useGetList<{ id: number; name: string }>(
    'objects',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: canListObjects },
  );
  const key = [...KEYS.applicationFormLink, objectId];
  const target = objectId === '' ? undefined : objectId;
  const query = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.applicationFormLink(target),
  });
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateApplicationFormLink(target),
    onSuccess: (link) => {
      queryClient.setQueryData(key, link);
      notify('app.settings.application_form.rotated', { type: 'success' });
    },
    onError: (error) => notify(messageKeyOf(error), { type: 'error' }),
  });

  const organization = user?.organization?.name ?? '';
  const object = objects.find((o) => o.id === objectId);
  const name = object?.name ?? organization;
  const picker = (
    <TargetPicker
      value={objectId}
      onChange={setObjectId}
      organization={organization}
      objects={objects}
    />
  );

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.settings.application_form.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.application_form.hint')}
        </Typography>
        {query.data ? (
          <QrLink
            url={`${window.location.origin}${query.data.url}`}
            name={name}
            file={`application-form-${object ? `object-${object.id}` : 'organization'}`}
            target={picker}
          >
            <RotateLinkButton
              rotate={rotate}
              name={name}
              hint="app.settings.application_form.rotate_hint"
              title="app.settings.application_form.rotate_title"
              content="app.settings.application_form.rotate_content"
            />
          </QrLink>
        ) : (
          <Stack sx={{ gap: 2 }}>
            {picker}
            <QueryStatus query={query} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

export default ApplicationFormLinkTab;
