import { Button, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { fieldErrors } from '../../domain/validation';
import type { FieldErrors } from '../common/useAction';

/**
 * A form of the day dialog (a correction, a mark): framed under the day's passes and brought into
 * view as it opens; its title, its fields, then cancel and save.
 */
export const DayForm = ({
  title,
  save,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  /** The save button's words. */
  save: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Paper
      ref={form}
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label={title}
      sx={{ p: 2, mt: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        {children}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {save}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
};

/**
 * A day form's errors by field, as i18n keys: found by the shared schema before sending, or the
 * server's refusal of the `fields` the form shows (any other goes to the notice).
 */
export const useDayFormErrors = <F extends string>(fields: readonly F[]) => {
  const translate = useTranslate();
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    /** A field typed in again loses its error. */
    clear: (field: F) => setErrors(({ [field]: _, ...rest }) => rest),
    /** A field's error in words, else its hint (a space keeps the line, so nothing jumps). */
    helper: (field: F, hint = ' ') => (errors[field] ? translate(errors[field]) : hint),
    /**
     * Sends what the shared schema `checked` when neither it nor the form's own checks (`more`)
     * found a problem; shows under the inputs what they, or then the server, found.
     */
    send: async <T,>(
      checked: z.ZodSafeParseResult<T>,
      more: FieldErrors,
      run: (data: T) => Promise<FieldErrors | undefined>,
    ) => {
      if (!checked.success || Object.keys(more).length > 0) {
        setErrors({ ...(checked.success ? {} : fieldErrors(checked.error.issues)), ...more });
        return;
      }
      setErrors((await run(checked.data)) ?? {});
    },
    /** The server's field errors that go under this form's inputs. */
    shown: (found: FieldErrors) =>
      Object.fromEntries(fields.flatMap((field) => (found[field] ? [[field, found[field]]] : []))),
  };
};
