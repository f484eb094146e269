import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import type { UserOption } from '../../domain/user';
import type { AppDataProvider } from '../../providers/dataProvider';

/**
 * People picked one by one (`recipients`: user ids), searched by name on the server as one types
 * (`GET /api/user/all?q=`); the chosen ones stay shown with their role.
 */
export const PeopleInput = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field, fieldState } = useInput<number[]>({ source: 'recipients' });
  const [picked, setPicked] = useState<UserOption[]>([]);
  const [q, setQ] = useState('');
  const { data = [], isFetching } = useQuery({
    queryKey: ['people', q],
    queryFn: () => dataProvider.people(q),
    staleTime: 30_000,
  });
  const error = fieldState.error?.message;
  return (
    <Autocomplete<UserOption, true>
      multiple
      fullWidth
      options={data}
      value={picked}
      loading={isFetching}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => `${o.full_name} · ${translate(`app.role.${o.role}`)}`}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setQ(text);
      }}
      onChange={(_, value) => {
        setPicked(value);
        field.onChange(value.map((o) => o.id));
      }}
      renderValue={(value, getItemProps) =>
        value.map((o, index) => (
          <Chip {...getItemProps({ index })} key={o.id} size="small" label={o.full_name} />
        ))
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.employee-notifications.people')}
          placeholder={translate('resources.employee-notifications.people_hint')}
          error={!!error}
          helperText={error ? translate(error) : ' '}
          onBlur={field.onBlur}
        />
      )}
    />
  );
};
