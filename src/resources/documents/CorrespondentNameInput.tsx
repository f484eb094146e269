import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FieldTitle, useDataProvider, useInput, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** How long typing pauses before the names are asked for. */
const PAUSE_MS = 250;

/**
 * A correspondent's name typed freely, with the names typed on the organization's earlier
 * letters offered as it is typed (`GET /api/documents/correspondents`).
 */
export const CorrespondentNameInput = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field, fieldState } = useInput({ source: 'correspondent' });
  const value = typeof field.value === 'string' ? field.value : '';
  const [asked, setAsked] = useState(value.trim());
  useEffect(() => {
    const timer = setTimeout(() => setAsked(value.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  const { data: names = [] } = useQuery({
    queryKey: ['documents', 'correspondents', asked],
    queryFn: () => dataProvider.documentCorrespondents(asked),
    staleTime: 60_000,
  });
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      freeSolo
      options={names.filter((name) => name !== value)}
      inputValue={value}
      onInputChange={(_, next) => field.onChange(next)}
      onBlur={field.onBlur}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={
            <FieldTitle
              label="resources.documents.correspondent_name"
              source="correspondent"
              isRequired
            />
          }
          error={Boolean(error)}
          helperText={error ? translate(error) : ' '}
        />
      )}
    />
  );
};
