import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from '../../domain/validation';
import { submitJson } from './submit';

/**
 * A small public form sent as JSON: checked with the shared schema first, then by the server;
 * errors land under their fields, and a refusal keeps everything typed.
 */
export const useJsonForm = <T extends Record<string, string>>(
  schema: z.ZodType,
  url: string,
  initial: T,
) => {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
  });

  const submit = async (event: FormEvent<HTMLFormElement>, extra: Record<string, string> = {}) => {
    event.preventDefault();
    const form = event.currentTarget;
    const refuse = (fieldErrors: FieldErrors, text: string | null) => {
      setErrors(fieldErrors);
      setMessage(text);
      requestAnimationFrame(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    };
    const checked = schema.safeParse({ ...values, ...extra });
    if (!checked.success) {
      refuse(fieldErrors(checked.error.issues), null);
      return;
    }
    setSending(true);
    const result = await submitJson(url, checked.data as Record<string, unknown>);
    setSending(false);
    if (result.ok) setSent(true);
    else refuse(result.errors, result.message);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setMessage(null);
    setSent(false);
  };

  return { field, submit, sending, sent, message, reset };
};
