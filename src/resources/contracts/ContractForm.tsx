import { zodResolver } from '@hookform/resolvers/zod';
import { Box } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import { formGrid } from '../../admin/common/formGrid';
import { requiredBy } from '../../admin/common/requiredBy';
import { type ContractInput, contractInput, MAX_CONTRACT_FILES } from '../../domain/contracts';
import { ContractRentInputs } from './ContractRentInputs';
import { ContractRoomsInput } from './ContractRoomsInput';
import { useResponsibles } from './useResponsibles';

const required = requiredBy(contractInput);
const resolver = zodResolver(contractInput);

/** A new contract's defaults: the server's usual payment day and notice, no indexation yet. */
export const CONTRACT_DEFAULTS: Partial<ContractInput> = {
  room_ids: [],
  file_ids: [],
  area: null,
  deposit: 0,
  indexation_percent: null,
  payment_day: 5,
  free_months: 0,
  notice_days: 30,
  responsible_id: null,
};

/** The object; choosing another one clears the rooms picked in the previous one. */
const ObjectInput = () => {
  const { setValue } = useFormContext();
  return (
    <ReferenceInput source="object_id" reference="objects" perPage={100}>
      <SelectInput
        label="resources.contracts.fields.object_id"
        isRequired={required('object_id')}
        onChange={() => setValue('room_ids', [], { shouldDirty: true })}
      />
    </ReferenceInput>
  );
};

/** Empty pickers send null (no responsible person). */
const orNull = (value: unknown) => (value === '' ? null : value);

/** The contract's fields, checked on save with the rules the server applies. */
export const ContractForm = ({ defaults }: { defaults?: Partial<ContractInput> }) => {
  const responsibles = useResponsibles();
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
        <TextInput source="number" isRequired={required('number')} />
        <DateInput source="signed_on" isRequired={required('signed_on')} />
        <ReferenceInput source="renter_id" reference="renters">
          <AutocompleteInput
            label="resources.contracts.fields.renter_id"
            isRequired={required('renter_id')}
          />
        </ReferenceInput>
        <ObjectInput />
      </Box>
      <ContractRoomsInput isRequired={required('room_ids')} />
      <ContractRentInputs />
      <Box sx={formGrid}>
        <DateInput source="starts_on" isRequired={required('starts_on')} />
        <DateInput source="ends_on" isRequired={required('ends_on')} />
        <NumberInput source="indexation_percent" step="any" />
        <NumberInput source="payment_day" step="any" />
        <NumberInput source="free_months" step="any" />
        <NumberInput source="notice_days" step="any" />
        <SelectInput
          source="responsible_id"
          choices={responsibles}
          emptyText="resources.contracts.no_responsible"
          parse={orNull}
        />
      </Box>
      <AttachmentsInput source="file_ids" max={MAX_CONTRACT_FILES} />
      <TextInput source="comment" multiline minRows={3} fullWidth />
    </SimpleForm>
  );
};
