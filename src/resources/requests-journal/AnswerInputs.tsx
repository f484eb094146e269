import {
  BooleanInput,
  DateInput,
  NumberInput,
  SelectInput,
  TextInput,
  TimeInput,
  useLocaleState,
} from 'react-admin';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import type { Locale } from '../../domain/constants';
import type { RequestFieldDef } from '../../domain/requestTypes';

/** One field of the request type, by its kind. */
const AnswerInput = ({ field }: { field: RequestFieldDef }) => {
  const [locale] = useLocaleState();
  const text = (l: RequestFieldDef['label']) => l[locale as Locale] ?? l.ru;
  const common = {
    source: `answers.${field.key}`,
    label: text(field.label),
    isRequired: field.required,
  };
  switch (field.type) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'number':
      return <NumberInput {...common} min={0} />;
    case 'date':
      return <DateInput {...common} />;
    case 'time':
      return <TimeInput {...common} parse={(v: string) => v} format={(v: string) => v ?? ''} />;
    case 'select':
      return (
        <SelectInput
          {...common}
          choices={(field.options ?? []).map((o) => ({ id: o.value, name: text(o.label) }))}
        />
      );
    case 'checkbox':
      return <BooleanInput {...common} />;
    case 'file':
      return (
        <AttachmentsInput
          source={`answers.${field.key}`}
          max={5}
          label={`${text(field.label)}${field.required ? ' *' : ''}`}
          slot={field.key}
        />
      );
    default:
      return <TextInput {...common} fullWidth />;
  }
};

/** The request type's own fields, as its definition says, stored under `answers.<key>`. */
export const AnswerInputs = ({ fields }: { fields: RequestFieldDef[] }) => (
  <>
    {fields.map((field) => (
      <AnswerInput key={field.key} field={field} />
    ))}
  </>
);
