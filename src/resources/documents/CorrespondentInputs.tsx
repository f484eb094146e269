import { AutocompleteInput, RadioButtonGroupInput, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CorrespondentNameInput } from './CorrespondentNameInput';
import { CORRESPONDENT_KINDS, type CorrespondentKind } from './documentFormValues';

const KIND_CHOICES = CORRESPONDENT_KINDS.map((id) => ({
  id,
  name: `resources.documents.correspondent_kind.${id}`,
}));

/**
 * Who the letter is from or to: first the kind (a renter, a contractor, anyone else), then the
 * renter or contractor picked from the organization's lists, or a name typed (earlier ones
 * offered).
 */
export const CorrespondentInputs = () => {
  const kind = useWatch({ name: 'correspondent_kind' }) as CorrespondentKind | undefined;
  return (
    <>
      <RadioButtonGroupInput source="correspondent_kind" choices={KIND_CHOICES} row />
      {kind === 'renter' && (
        <ReferenceInput source="renter_id" reference="renters">
          <AutocompleteInput
            label="resources.documents.fields.renter_id"
            filterToQuery={(q: string) => ({ q })}
            isRequired
            fullWidth
          />
        </ReferenceInput>
      )}
      {kind === 'contractor' && (
        <ReferenceInput source="contractor_id" reference="contractors">
          <AutocompleteInput
            label="resources.documents.fields.contractor_id"
            filterToQuery={(q: string) => ({ q })}
            isRequired
            fullWidth
          />
        </ReferenceInput>
      )}
      {kind === 'other' && <CorrespondentNameInput />}
    </>
  );
};
