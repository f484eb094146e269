import { useTranslate } from 'react-admin';
import type { FieldChange } from '../../domain/audit';
import type { Formatters } from '../../i18n/format';
import { useFormat } from './useFormat';

/** A stored day (`2026-11-30`) and moment (`2026-11-30T19:00:00+00:00`), read as dates. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An employee's access levels are audited as `access.<module>`. */
const ACCESS_PREFIX = 'access.';

/**
 * A changed value as text: names in the interface language, lists joined; a structure with no
 * plain reading (a form's fields) is null, and the change is only said to have happened.
 */
const valueText = (value: unknown, format: Formatters): string | null => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) {
    const parts = value.map((v) => valueText(v, format));
    return parts.includes(null) ? null : parts.join(', ');
  }
  if (typeof value === 'object') {
    const names = value as Record<string, unknown>;
    return typeof names.ru === 'string' ? String(names[format.locale] ?? names.ru) : null;
  }
  if (typeof value === 'number') return format.number(value);
  if (typeof value === 'string' && DAY.test(value)) return format.date(value);
  if (typeof value === 'string' && MOMENT.test(value)) return format.dateTime(value);
  return String(value);
};

/**
 * How an audited change of a record of `resource` reads: the field's label (the resource's own
 * field names) and `from → to` in words. `enums` names the `enums.*` group of a field whose
 * stored codes (a status) are shown in words.
 */
export const useChangeText = (resource: string, enums: Record<string, string> = {}) => {
  const translate = useTranslate();
  const format = useFormat();
  const moduleOf = (field: string) =>
    field.startsWith(ACCESS_PREFIX) ? field.slice(ACCESS_PREFIX.length) : null;
  const label = (field: string) => {
    const module = moduleOf(field);
    return module
      ? translate('app.access.history_field', { module: translate(`app.access.modules.${module}`) })
      : translate(`resources.${resource}.fields.${field}`, { _: field });
  };
  /** A value of the field in words, or null where it has no plain reading. */
  const value = (field: string, stored: unknown) => {
    if (typeof stored === 'boolean') return translate(`ra.boolean.${stored}`);
    if (typeof stored !== 'string') return valueText(stored, format);
    if (moduleOf(field)) return translate(`app.access.levels.${stored}`);
    return enums[field] ? translate(`enums.${enums[field]}.${stored}`) : valueText(stored, format);
  };
  const describe = (field: string, change: FieldChange) => {
    const from = value(field, change.from);
    const to = value(field, change.to);
    return field.endsWith('_id') || from === null || to === null
      ? translate('app.history.replaced')
      : `${from} → ${to}`;
  };
  return { label, value, describe };
};
