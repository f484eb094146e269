import {
  BooleanField,
  Datagrid,
  FunctionField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { LogoField } from '../../admin/common/LogoField';
import {
  organizationColumn,
  useMixedOrganizations,
  useOrganizationFilters,
} from '../../admin/common/organization';
import { PhoneOr } from '../../admin/common/PhoneOr';
import type { RealtyObject } from '../../domain/objects';
import { cityChoices } from '../landlords/landlordChoices';
import { Occupancy } from './Occupancy';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="city" source="city" choices={cityChoices} />,
];

export const ObjectList = () => {
  const mixed = useMixedOrganizations();
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={useOrganizationFilters(filters)} />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      <PhoneOr
        rows={
          <SimpleList<RealtyObject>
            linkType="show"
            primaryText={(r) => r.name}
            secondaryText={(r) => `${translate(`enums.city.${r.city}`)} · ${r.address}`}
          />
        }
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {mixed && organizationColumn}
          <LogoField source="logo_id" />
          <TextField source="name" />
          <SelectField source="city" choices={cityChoices} />
          <TextField source="address" sortable={false} />
          <FunctionField<RealtyObject>
            source="rooms_total"
            sortable={false}
            render={(r) => <Occupancy object={r} />}
          />
          <BooleanField source="is_public" sortable={false} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
