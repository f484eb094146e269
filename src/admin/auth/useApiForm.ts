import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, messageKeyOf } from '../../providers/http';

/**
 * A form validated by a shared zod schema whose submit calls the API; the server's field
 * errors land under their inputs, anything else in a form-level message.
 */
export const useApiForm = <T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: T,
  submit: (values: T) => Promise<unknown>,
) => {
  const translate = useTranslate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    defaultValues: defaultValues as never,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit(values as T);
    } catch (error) {
      if (error instanceof ApiError && error.body.errors) {
        const fields = Object.entries(error.body.errors);
        const known = fields.filter(([field]) => field in (defaultValues as object));
        for (const [field, message] of known) form.setError(field as Path<T>, { message });
        const other = fields.find(([field]) => !(field in (defaultValues as object)));
        if (other) setFormError(translate(other[1]));
        return;
      }
      setFormError(translate(messageKeyOf(error)));
    }
  });
  const fieldProps = (name: Path<T>) => {
    const message = form.formState.errors[name]?.message;
    return {
      ...form.register(name),
      error: Boolean(message),
      helperText: typeof message === 'string' ? translate(message) : undefined,
    };
  };
  return { form, onSubmit, formError, fieldProps, submitting: form.formState.isSubmitting };
};
