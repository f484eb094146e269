import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../domain/validation';
import { ApiError, messageKeyOf } from '../providers/http';
import { useAuth } from './authContext';

/**
 * A refusal to show: an i18n key and its values, translated when shown (the language may
 * change), under `field` or else for the whole form.
 */
export interface Message {
  key: string;
  vars?: Record<string, string | number>;
  field?: string;
}

type Values = Record<string, string | boolean>;

/**
 * What `submit` answers when it has sent the browser to another page: the form stays busy until
 * the page goes, so a second click or Enter meanwhile neither signs in again nor navigates twice.
 */
export const LEAVING_PAGE = Symbol('leaving page');

/**
 * A sign-in form checked by its shared zod schema before the call; the server's field errors
 * land under their inputs, anything else in the form's message. `submit` may throw a `Message`
 * for a refusal it explains itself.
 */
export const useAuthForm = <T extends Values>(
  schema: z.ZodType,
  initial: T,
  submit: (values: T) => Promise<unknown>,
) => {
  const { t } = useAuth();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The guard itself: two submits within one render both see `submitting` still false.
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
    );

  const showFieldErrors = (next: Record<string, string>) => {
    setErrors(next);
    focusFirstError();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    setFormError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      showFieldErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    busy.current = true;
    setSubmitting(true);
    try {
      if ((await submit(values)) === LEAVING_PAGE) return;
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        const fields = Object.entries(error.body.errors);
        showFieldErrors(Object.fromEntries(fields.filter(([name]) => name in initial)));
        const other = fields.find(([name]) => !(name in initial));
        if (other) setFormError({ key: other[1] });
      } else if (error instanceof ApiError) {
        setFormError({ key: messageKeyOf(error) });
      } else if (isMessage(error) && error.field) {
        showFieldErrors({ [error.field]: error.key });
      } else if (isMessage(error)) {
        setFormError(error);
      } else {
        setFormError({ key: 'app.errors.server' });
      }
    }
    busy.current = false;
    setSubmitting(false);
  };

  /** Props of a text input bound to `name`: value, change, and its translated error. */
  const text = (name: keyof T & string) => ({
    name,
    value: String(values[name]),
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    error: errors[name] ? t(errors[name]) : undefined,
  });

  const checkbox = (name: keyof T & string) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (checked: boolean) => setValues((v) => ({ ...v, [name]: checked })),
  });

  return {
    form,
    onSubmit,
    text,
    checkbox,
    submitting,
    formError: formError ? t(formError.key, formError.vars) : null,
  };
};

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).key === 'string';
