import { AutocompleteInput, DateInput, ReferenceInput, SelectInput } from 'react-admin';
import type { FilterInput } from '../../admin/common/filters/filterInputs';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../domain/audit';
import { AuditUserInput, useAuditPeople } from './AuditUserInput';

const entityChoices = AUDIT_ENTITIES.map((id) => ({
  id,
  name: `resources.audit-log.entities.${id}`,
}));
const actionChoices = AUDIT_ACTIONS.map((id) => ({
  id,
  name: `resources.audit-log.actions.${id}`,
}));

/** The viewer's filters: organization, record kind, person, action and period. */
export const AUDIT_FILTERS: FilterInput[] = [
  <ReferenceInput key="landlord_id" source="landlord_id" reference="landlords" alwaysOn>
    <AutocompleteInput
      label="resources.audit-log.fields.landlord_id"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>,
  <SelectInput key="entity" source="entity" choices={entityChoices} alwaysOn />,
  <AuditUserInput
    key="user_id"
    source="user_id"
    optionText="full_name"
    useChoices={useAuditPeople}
    alwaysOn
  />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <DateInput key="at_from" source="at_from" alwaysOn />,
  <DateInput key="at_to" source="at_to" alwaysOn />,
];
