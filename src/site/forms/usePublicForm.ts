import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrors } from '../../domain/validation';
import type { SubmitResult } from './submit';

/** The names of a form's text values: what `field()` ties to a text input. */
type TextName<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface PublicFormOptions {
  /** Shown when the browser's own check refuses; the short JSON forms leave it to the fields. */
  invalidMessage?: string | null;
  /** Runs before errors are shown: the questionnaire turns to the step that holds them. */
  onErrors?: (errors: FieldErrors) => void;
  /** Runs once the thank-you is drawn: a long page scrolls up to it, or focuses its heading. */
  onSent?: () => void;
}

/** These errors without a field's own and its items' (`files` and `files.0`). */
const withoutField = (errors: FieldErrors, name: string) =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== name && !key.startsWith(`${name}.`)),
  );

/**
 * A public form: checked with the shared schema first, then sent (`send` gets the checked data
 * and the values as typed). Errors land under their fields and the first invalid one takes the
 * focus; a refusal keeps everything typed. Attach `formRef` to the `<form>`.
 */
export const usePublicForm = <S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  send: (data: z.output<S>, values: V) => Promise<SubmitResult>,
  initial: V,
  { invalidMessage = 'app.public_form.check_fields', onErrors, onSent }: PublicFormOptions = {},
) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** What to do once the next render is on screen (focus a field, scroll). */
  const afterRender = useRef<(() => void) | null>(null);

  useEffect(() => {
    const run = afterRender.current;
    afterRender.current = null;
    run?.();
  });

  const setValue = <K extends keyof V>(name: K, value: V[K]) =>
    setValues((v) => ({ ...v, [name]: value }));

  /** Replaces a field's errors (its items' too) with this one, or clears them. */
  const setError = (name: string, error?: string) =>
    setErrors((e) => (error ? { ...withoutField(e, name), [name]: error } : withoutField(e, name)));

  const field = (name: TextName<V>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (value: string) => setValue(name, value as V[typeof name]),
  });

  /** The errors the shared schema finds in the values as they stand. */
  const check = (): FieldErrors => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error.issues);
  };

  /** Shows these errors, then focuses the first invalid field (or the element `#fallback`). */
  const showErrors = (found: FieldErrors, text: string | null, fallback?: string) => {
    onErrors?.(found);
    setErrors(found);
    setMessage(text);
    afterRender.current = () => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? (fallback ? document.getElementById(fallback) : null))?.focus();
    };
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const checked = schema.safeParse(values);
    if (!checked.success) {
      showErrors(fieldErrors(checked.error.issues), invalidMessage);
      return;
    }
    setSending(true);
    const result = await send(checked.data, values);
    setSending(false);
    if (!result.ok) {
      showErrors(result.errors, result.message);
      return;
    }
    afterRender.current = onSent ?? null;
    setSent(true);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setMessage(null);
    setSent(false);
  };

  return {
    formRef,
    values,
    setValue,
    field,
    errors,
    setError,
    check,
    showErrors,
    message,
    sending,
    sent,
    submit,
    reset,
  };
};
