import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { type ImportMapping, importMappingInput } from '../../../domain/time';
import { fieldErrors } from '../../../domain/validation';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../../providers/http';
import type { ImportAnswer } from '../../../providers/methods/timeMethods';
import { ImportMappingForm } from './ImportMappingForm';
import { ImportOutcome } from './ImportOutcome';
import { ImportSample } from './ImportSample';
import { draftOf, EMPTY_DRAFT, type ImportDraft, mappingOf } from './importDraft';
import { TimePanel } from './TimePanel';
import { TIME_KEYS, useDevices } from './timeQueries';

const label = (name: string) => `resources.devices.import.${name}`;
const ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The server's and the schema's errors by the form's field (`mapping.card` → `card`). */
const byField = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^mapping\./, ''), v]));

/** The draft as the server's mapping, or the fields it lacks. */
const checked = (draft: ImportDraft) => {
  const parsed = importMappingInput.safeParse(mappingOf(draft));
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (draft.separate_time && !draft.time) errors.time = 'validation.required';
  return parsed.success && Object.keys(errors).length === 0 ? { mapping: parsed.data } : { errors };
};

/**
 * An access-control system's export: the file is read for its columns and first rows, the person
 * maps them, checks the preview (refused rows and why) and imports; the mapping is remembered.
 */
export const ImportPanel = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const devices = useDevices();
  const [file, setFile] = useState<File | null>(null);
  const [head, setHead] = useState<ImportAnswer | null>(null);
  const [draft, setDraft] = useState<ImportDraft>(EMPTY_DRAFT);
  const [outcome, setOutcome] = useState<ImportAnswer | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refused = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    if (fields) setErrors(byField(fields));
    else notify(messageKeyOf(error), { type: 'error' });
  };
  const read = useMutation({
    mutationFn: (picked: File) => dataProvider.importPasses(picked),
    onSuccess: (answer) => {
      setHead(answer);
      setDraft(draftOf(answer.columns, answer.mapping));
    },
    onError: refused,
  });
  const run = useMutation({
    mutationFn: ({ mapping, store }: { mapping: ImportMapping; store: boolean }) =>
      dataProvider.importPasses(file as File, mapping, store),
    onSuccess: (answer, { store }) => {
      setOutcome(answer);
      if (!store) return;
      void queryClient.invalidateQueries({ queryKey: TIME_KEYS.devices });
      void queryClient.invalidateQueries({ queryKey: TIME_KEYS.unknownCards });
    },
    onError: refused,
  });
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file picked again is a new choice.
    event.target.value = '';
    if (!picked) return;
    setFile(picked);
    setHead(null);
    setOutcome(null);
    setErrors({});
    read.mutate(picked);
  };
  const change = (patch: Partial<ImportDraft>) => {
    setDraft({ ...draft, ...patch });
    setOutcome(null);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))),
    );
  };
  const send = (store: boolean) => {
    const result = checked(draft);
    if (result.errors) return setErrors(result.errors);
    run.mutate({ mapping: result.mapping, store });
  };
  const previewed = outcome !== null && outcome.stored === undefined;
  const remembered = head?.mapping != null && draft.card !== '' && draft.card === head.mapping.card;
  return (
    <TimePanel>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(label('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate(label('hint'))}
        </Typography>
        <Stack sx={{ gap: 2 }}>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              component="label"
              variant={head ? 'outlined' : 'contained'}
              startIcon={<UploadFileIcon />}
              disabled={read.isPending}
            >
              {translate(label(head ? 'another' : 'choose'))}
              <input type="file" hidden accept={ACCEPT} onChange={pick} />
            </Button>
            {file && head && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {translate(label('file'), { name: file.name, rows: head.rows })}
              </Typography>
            )}
          </Stack>
          {read.isPending && <LinearProgress aria-label={translate(label('reading'))} />}
          {errors.file && <Alert severity="error">{translate(errors.file)}</Alert>}
          {head && devices.data?.length === 0 && (
            <Alert severity="warning">{translate(label('no_devices'))}</Alert>
          )}
          {head && (
            <>
              <ImportSample columns={head.columns} sample={head.sample} />
              {remembered && <Alert severity="info">{translate(label('remembered'))}</Alert>}
              <ImportMappingForm
                draft={draft}
                columns={head.columns}
                devices={devices.data ?? []}
                errors={errors}
                onChange={change}
              />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant={previewed ? 'outlined' : 'contained'}
                  onClick={() => send(false)}
                  disabled={run.isPending}
                >
                  {translate(label('preview'))}
                </Button>
                <Button
                  variant="contained"
                  onClick={() => send(true)}
                  disabled={run.isPending || !previewed || !outcome?.accepted}
                >
                  {translate(label('store'))}
                </Button>
              </Stack>
              {run.isPending && <LinearProgress />}
              {outcome && <ImportOutcome answer={outcome} />}
            </>
          )}
        </Stack>
      </CardContent>
    </TimePanel>
  );
};
