import {
  Datagrid,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../../admin/common/EmptyList';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import {
  organizationColumn,
  useMixedOrganizations,
  useOrganizationFilters,
} from '../../admin/common/organization';
import { PhoneField, phoneText } from '../../admin/common/PhoneField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import type { Renter } from '../../domain/renters';
import { categoryChoices, renterStatusChoices } from './renterChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={renterStatusChoices} alwaysOn />,
  <ReferenceInput key="object_id" source="object_id" reference="objects" alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} />,
];

/** `/renters`: register renter, total, search (name, BIN/IIN, outlet, contact, phone), filters. */
export const RenterList = () => {
  const mixed = useMixedOrganizations();
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={useOrganizationFilters(filters)} />}
      actions={
        <ListActions total="resources.renters.total" createLabel="resources.renters.register" />
      }
      empty={<EmptyList createLabel="resources.renters.register" />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <PhoneOr
        rows={
          <SimpleList<Renter>
            linkType="show"
            primaryText={(r) => [r.outlet_name, r.legal_name].filter(Boolean).join(' · ')}
            secondaryText={(r) =>
              [r.bin_iin, r.contact_full_name, phoneText(r.phone)].filter(Boolean).join(' · ')
            }
            tertiaryText={(r) => translate(`enums.renter_status.${r.status}`)}
          />
        }
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {mixed && organizationColumn}
          <TextField source="legal_name" />
          <TextField source="bin_iin" sortable={false} />
          <TextField source="outlet_name" />
          <SelectField source="category" choices={categoryChoices} sortable={false} />
          <TextField source="contact_full_name" sortable={false} />
          <PhoneField source="phone" sortable={false} />
          <SelectField source="status" choices={renterStatusChoices} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
