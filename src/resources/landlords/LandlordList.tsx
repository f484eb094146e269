import {
  Datagrid,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { LogoField } from '../../admin/common/LogoField';
import { PhoneField, phoneText } from '../../admin/common/PhoneField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import type { Landlord } from '../../domain/landlord';
import { cityChoices, statusChoices } from './landlordChoices';
import { TrialField } from './Trial';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="city" source="city" choices={cityChoices} />,
];

export const LandlordList = () => {
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={filters} />}
      actions={<ListActions total="resources.landlords.total" />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <PhoneOr
        rows={
          <SimpleList<Landlord>
            linkType="edit"
            primaryText={(r) => r.name}
            secondaryText={(r) =>
              [r.bin, translate(`enums.city.${r.city}`), phoneText(r.phone)]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={() => <StatusChip />}
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <LogoField source="logo_id" />
          <TextField source="name" />
          <TextField source="bin" />
          <SelectField source="city" choices={cityChoices} />
          <TextField source="director_full_name" sortable={false} />
          <PhoneField source="phone" sortable={false} />
          <StatusChip source="status" />
          <TrialField source="trial_ends_at" />
          <LocalDateField source="created_at" />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};

/** Active landlords stand out; the others are a quiet grey. */
const StatusChip = (_props: { source?: string }) => (
  <EnumChip source="status" enumKey="landlord_status" colors={{ active: 'success' }} />
);
