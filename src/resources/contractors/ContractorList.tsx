import { Datagrid, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import { EmptyList } from '../../admin/common/EmptyList';
import { EnumChip } from '../../admin/common/EnumChip';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import {
  organizationColumn,
  useMixedOrganizations,
  useOrganizationFilters,
} from '../../admin/common/organization';
import { PhoneField, phoneText } from '../../admin/common/PhoneField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import type { Contractor } from '../../domain/contractors';
import {
  contractorStatusChoices,
  STATUS_COLORS,
  serviceChoices,
  sourceChoices,
} from './contractorChoices';
import { FormLinkPanel } from './FormLinkPanel';
import { ServicesField } from './ServicesField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={contractorStatusChoices} alwaysOn />,
  <SelectInput key="service" source="service" choices={serviceChoices} alwaysOn />,
  <SelectInput key="source" source="source" choices={sourceChoices} />,
];

/** `/contractors`: register, total, search, filters, and the public form link. */
export const ContractorList = () => {
  const mixed = useMixedOrganizations();
  return (
    <>
      <FormLinkPanel />
      <List
        exporter={false}
        filters={<ListFilters inputs={useOrganizationFilters(filters)} />}
        actions={
          <ListActions
            total="resources.contractors.total"
            createLabel="resources.contractors.register"
          />
        }
        sort={{ field: 'created_at', order: 'DESC' }}
        empty={<EmptyList createLabel="resources.contractors.register" />}
      >
        <PhoneOr
          rows={
            <SimpleList<Contractor>
              linkType="show"
              primaryText={(r) => r.company_name}
              secondaryText={(r) =>
                [r.bin, r.contact_full_name, phoneText(r.phone)].filter(Boolean).join(' · ')
              }
              tertiaryText={() => (
                <EnumChip source="status" enumKey="contractor_status" colors={STATUS_COLORS} />
              )}
            />
          }
        >
          <Datagrid rowClick="show" bulkActionButtons={false}>
            {mixed && organizationColumn}
            <TextField source="company_name" />
            <TextField source="bin" sortable={false} />
            <ServicesField
              label="resources.contractors.fields.services"
              sortable={false}
              max={3}
              narrow
            />
            <TextField source="contact_full_name" sortable={false} />
            <PhoneField source="phone" sortable={false} />
            <EnumChip
              source="status"
              enumKey="contractor_status"
              colors={STATUS_COLORS}
              label="resources.contractors.fields.status"
            />
            <LocalDateField source="created_at" showTime={false} />
          </Datagrid>
        </PhoneOr>
      </List>
    </>
  );
};
