import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { requestTypeInput } from '../../domain/requestTypes';

type Values = Record<string, unknown>;

const asObject = (value: unknown): Values =>
  value && typeof value === 'object' ? (value as Values) : {};

/**
 * Names as objects, so a missing one is reported under its own input (`label.kk`), not under
 * an input-less `label`.
 */
const names = (value: unknown) => {
  const { ru, kk, en } = asObject(value);
  return { ru: ru ?? '', kk: kk ?? '', en: en ?? '' };
};

/** Shapes the editor's values for the schema; options are kept only on select fields. */
export const cleanRequestType = (values: Values): Values => ({
  ...values,
  name: names(values.name),
  fields: ((values.fields as unknown[] | null) ?? []).map((item) => {
    const { options, ...field } = asObject(item);
    const clean = { ...field, label: names(field.label), required: field.required === true };
    if (field.type !== 'select') return clean;
    return {
      ...clean,
      options: ((options as unknown[] | null) ?? []).map((option) => ({
        ...asObject(option),
        label: names(asObject(option).label),
      })),
    };
  }),
});

const schemaResolver = zodResolver(requestTypeInput) as unknown as Resolver<FieldValues>;

/** `zodResolver(requestTypeInput)` over the cleaned values: errors are i18n keys. */
export const requestTypeResolver: Resolver<FieldValues> = (values, context, options) =>
  schemaResolver(cleanRequestType(values), context, options);
