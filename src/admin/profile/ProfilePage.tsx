import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Title, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Controller } from 'react-hook-form';
import { type ProfileInput, profileInput } from '../../domain/auth';
import { isLocale, LOCALES, type Locale } from '../../domain/constants';
import type { CurrentUser } from '../../domain/user';
import type { AppDataProvider } from '../../providers/dataProvider';
import { session, useSession } from '../../providers/session';
import { useApiForm } from '../auth/useApiForm';
import { requiredBy } from '../common/requiredBy';
import { PushSettings } from '../push/PushSettings';

const ProfileForm = ({ user }: { user: CurrentUser }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const save = useMutation({
    mutationFn: (values: ProfileInput) => dataProvider.updateProfile(values),
    onSuccess: (updated) => {
      session.setUser(updated);
      setLocale(updated.locale);
      notify('app.profile.saved', { type: 'success' });
    },
  });
  const { form, onSubmit, formError, fieldProps } = useApiForm(
    profileInput,
    {
      full_name: user.full_name,
      phone: user.phone ?? '',
      email: user.email ?? '',
      // One setting: the interface language is the profile's.
      locale: isLocale(locale) ? locale : user.locale,
    },
    save.mutateAsync,
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack sx={{ gap: 2, maxWidth: 480 }}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <TextField label={translate('app.profile.login')} value={user.login} disabled />
        <TextField
          label={translate('app.profile.role')}
          value={translate(`app.role.${user.role}`)}
          disabled
        />
        <TextField
          {...fieldProps('full_name')}
          label={translate('app.profile.full_name')}
          required={requiredBy(profileInput)('full_name')}
        />
        <TextField {...fieldProps('phone')} label={translate('app.profile.phone')} />
        <TextField {...fieldProps('email')} label={translate('app.profile.email')} />
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <TextField select label={translate('app.profile.locale')} {...field}>
              {LOCALES.map((l: Locale) => (
                <MenuItem key={l} value={l}>
                  {translate(`app.language.${l}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending}
          sx={{ alignSelf: 'start' }}
        >
          {translate('app.action.save')}
        </Button>
      </Stack>
    </form>
  );
};

/** `/profile`: the user's own name, phone, e-mail and interface language, and push settings. */
export const ProfilePage = () => {
  const translate = useTranslate();
  const { user } = useSession();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.profile.title')} />
      <CardContent>
        {user && <ProfileForm key={user.id} user={user} />}
        <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <PushSettings />
        </Box>
      </CardContent>
    </Card>
  );
};
