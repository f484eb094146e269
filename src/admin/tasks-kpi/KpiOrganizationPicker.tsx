import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetOne, useTranslate } from 'react-admin';

interface Organization {
  id: number;
  name: string;
}

/** The superadmin's choice of the organization whose KPI it reads, searched by name. */
export const KpiOrganizationPicker = ({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data: found = [] } = useGetList<Organization>('landlords', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const { data: chosen } = useGetOne<Organization>(
    'landlords',
    { id: value ?? 0 },
    { enabled: value !== null },
  );
  const options = chosen && !found.some((o) => o.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      options={options}
      value={options.find((o) => o.id === value) ?? null}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      onChange={(_, o) => onChange(o?.id ?? null)}
      onInputChange={(_, text, reason) => reason === 'input' && setQ(text)}
      renderInput={(params) => (
        <TextField {...params} margin="none" label={translate('app.organization.label')} />
      )}
    />
  );
};
