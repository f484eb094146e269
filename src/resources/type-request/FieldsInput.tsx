import {
  ArrayInput,
  BooleanInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSourceContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { enumChoices } from '../../admin/common/enumChoices';
import { requiredBy } from '../../admin/common/requiredBy';
import { LOCALES } from '../../domain/constants';
import { FIELD_TYPES, requestTypeInput } from '../../domain/requestTypes';

const required = requiredBy(requestTypeInput);

const typeChoices = enumChoices('field_type', FIELD_TYPES);

/** Inline rows wrap instead of running past the form's edge; helper texts only for errors. */
const iteratorSx = {
  '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', rowGap: 1, flex: 1 },
  '& .RaSimpleFormIterator-line': { py: 1 },
  '& .RaSimpleFormIterator-index': { mt: 2 },
  '& .MuiFormControl-root': { my: 0 },
} as const;

/** Starts a new row inside an inline iterator item. */
const RowBreak = () => <span style={{ flexBasis: '100%', height: 0 }} />;

/** A select field's choices, value and label: shown only while the field's type is `select`. */
const OptionsInput = () => {
  const sourceContext = useSourceContext();
  const type = useWatch({ name: sourceContext.getSource('type') });
  if (type !== 'select') return null;
  // No default value: react-admin applies an array default with `reset({}, {keepValues})`,
  // which, on a form already in use, forgets that it was changed (the save button greys out).
  return (
    <ArrayInput source="options" defaultValue={null} sx={{ flexBasis: '100%', mt: 1, mb: 0 }}>
      <SimpleFormIterator inline fullWidth disableClear getItemLabel={false} sx={iteratorSx}>
        <TextInput
          source="value"
          isRequired={required('fields.0.options.0.value')}
          helperText={false}
          sx={{ flex: '0 0 140px' }}
        />
        {LOCALES.map((lang) => (
          <TextInput
            key={lang}
            source={`label.${lang}`}
            label={`app.language.${lang}`}
            isRequired={required(`fields.0.options.0.label.${lang}`)}
            helperText={false}
            sx={{ flex: '1 1 100px' }}
          />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/**
 * The request type's form, field by field: the key its answer is stored under, the kind of
 * input, whether it is required, the label in three languages and a select's options.
 */
export const FieldsInput = () => (
  <ArrayInput source="fields" helperText="resources.type-request.fields_hint">
    <SimpleFormIterator
      inline
      fullWidth
      disableClear
      getItemLabel={(index) => `${index + 1}.`}
      sx={iteratorSx}
    >
      <TextInput
        source="key"
        isRequired={required('fields.0.key')}
        helperText={false}
        sx={{ flex: '0 0 180px' }}
      />
      <SelectInput
        source="type"
        choices={typeChoices}
        defaultValue="text"
        isRequired={required('fields.0.type')}
        helperText={false}
        sx={{ flex: '0 0 200px' }}
      />
      <BooleanInput source="required" defaultValue={false} helperText={false} sx={{ mt: 1 }} />
      <RowBreak />
      {LOCALES.map((lang) => (
        <TextInput
          key={lang}
          source={`label.${lang}`}
          isRequired={required(`fields.0.label.${lang}`)}
          helperText={false}
          sx={{ flex: '1 1 160px' }}
        />
      ))}
      <OptionsInput />
    </SimpleFormIterator>
  </ArrayInput>
);
