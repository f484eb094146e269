import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { DOCUMENT_DIRECTIONS, documentNumber } from '../../domain/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import type { DocumentPrefixes } from '../../providers/methods/documentMethods';
import { QueryStatus } from './QueryStatus';
import { KEYS } from './settingsApi';

const label = (name: string) => `app.settings.documents.${name}`;

/**
 * Settings → correspondence: the register's prefixes of incoming and outgoing letters, with the
 * number the next letter of this year would take; letters already registered keep theirs.
 */
const DocumentPrefixesTab = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEYS.documentPrefixes,
    queryFn: () => dataProvider.documentPrefixes(),
  });
  const [values, setValues] = useState<DocumentPrefixes | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data) setValues(query.data);
  }, [query.data]);
  const save = useMutation({
    mutationFn: (body: DocumentPrefixes) => dataProvider.setDocumentPrefixes(body),
    onSuccess: (saved) => {
      setErrors({});
      queryClient.setQueryData(KEYS.documentPrefixes, saved);
      notify(label('saved'), { type: 'success' });
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
      else notify(messageKeyOf(error), { type: 'error' });
    },
  });
  const year = new Date().getFullYear();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(label('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(label('hint'))}
        </Typography>
        <QueryStatus query={query} />
        {values && (
          <Stack
            component="form"
            sx={{ gap: 2, maxWidth: 420 }}
            onSubmit={(event) => {
              event.preventDefault();
              save.mutate(values);
            }}
          >
            {DOCUMENT_DIRECTIONS.map((direction) => (
              <TextField
                key={direction}
                label={translate(label(direction))}
                value={values[direction]}
                onChange={(event) => {
                  setValues({ ...values, [direction]: event.target.value });
                  // What was refused is no longer there once it is edited.
                  setErrors(({ [direction]: _, ...rest }) => rest);
                }}
                error={Boolean(errors[direction])}
                helperText={
                  errors[direction]
                    ? translate(errors[direction])
                    : translate(label('example'), {
                        number: documentNumber(values[direction].trim() || '…', year, 1),
                      })
                }
                slotProps={{ htmlInput: { maxLength: 10 } }}
              />
            ))}
            <Button
              type="submit"
              variant="contained"
              disabled={save.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {translate('ra.action.save')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

export default DocumentPrefixesTab;
