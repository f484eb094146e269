import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import {
  DateInput,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';
import { type FieldValues, type Resolver, useFormContext, useWatch } from 'react-hook-form';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import { formGrid } from '../../admin/common/formGrid';
import { requiredBy } from '../../admin/common/requiredBy';
import { documentInput, MAX_DOCUMENT_FILES } from '../../domain/documents';
import { CorrespondentInputs } from './CorrespondentInputs';
import { DueInputs } from './DueInputs';
import { documentDeliveryChoices, documentDirectionChoices } from './documentChoices';
import { CORRESPONDENT_FIELD, type DocumentFormValues, documentBodyOf } from './documentFormValues';
import { ReplyToInput } from './ReplyToInput';
import { useDocumentResponsibles } from './useDocumentResponsibles';

const required = requiredBy(documentInput);
const schemaResolver = zodResolver(documentInput);

/**
 * Checks the letter the API would get from the form (`documentBodyOf`) with the server's rules,
 * and sends that letter; a missing or doubled correspondent is told under the input in sight.
 */
const resolver: Resolver<FieldValues> = async (values, context, options) => {
  const form = values as DocumentFormValues;
  const checked = await schemaResolver(documentBodyOf(form) as never, context, options as never);
  const { correspondent, ...errors } = checked.errors;
  if (!correspondent) return checked as never;
  const shown = CORRESPONDENT_FIELD[form.correspondent_kind ?? 'renter'];
  return { ...checked, errors: { ...errors, [shown]: correspondent } } as never;
};

/** The direction; another one makes the letter it answers a wrong one, so that is cleared. */
const DirectionInput = ({ fixed }: { fixed: boolean }) => {
  const { setValue } = useFormContext();
  return (
    <RadioButtonGroupInput
      source="direction"
      choices={documentDirectionChoices}
      row
      readOnly={fixed}
      isRequired={required('direction')}
      onChange={() => setValue('reply_to_id', null, { shouldDirty: true })}
    />
  );
};

/** The sender's own number and date: an incoming letter's only. */
const SenderInputs = () => {
  const direction = useWatch({ name: 'direction' });
  if (direction !== 'incoming') return null;
  return (
    <Box sx={formGrid}>
      <TextInput source="sender_number" />
      <DateInput source="sender_date" />
    </Box>
  );
};

/**
 * A letter's fields, checked on save with the rules the server applies: its number is given by
 * the register. `defaults` fill a new letter, or a letter's own choices on edit; a registered
 * letter keeps its direction.
 */
export const DocumentForm = ({
  defaults,
  editing = false,
}: {
  defaults: () => DocumentFormValues;
  editing?: boolean;
}) => {
  const responsibles = useDocumentResponsibles();
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={defaults}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <Box sx={formGrid}>
        <DirectionInput fixed={editing} />
        <DateInput source="registered_on" isRequired={required('registered_on')} />
      </Box>
      <SenderInputs />
      <CorrespondentInputs />
      <TextInput source="subject" isRequired={required('subject')} fullWidth />
      <TextInput source="summary" multiline minRows={3} fullWidth />
      <Box sx={formGrid}>
        <SelectInput
          source="delivery"
          choices={documentDeliveryChoices}
          isRequired={required('delivery')}
        />
        <SelectInput
          source="responsible_id"
          choices={responsibles}
          emptyText="resources.documents.no_responsible"
        />
      </Box>
      <DueInputs />
      <ReplyToInput />
      <AttachmentsInput source="file_ids" max={MAX_DOCUMENT_FILES} />
      <TextInput source="comment" multiline minRows={3} fullWidth />
    </SimpleForm>
  );
};
