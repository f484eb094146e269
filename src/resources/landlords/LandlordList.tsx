import { Chip } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { ListActions } from '../../admin/common/ListActions';
import { LogoField } from '../../admin/common/LogoField';
import { useDateLocale } from '../../admin/common/useDateLocale';
import type { Landlord } from '../../domain/landlord';
import { cityChoices, statusChoices } from './landlordChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SelectInput key="city" source="city" choices={cityChoices} />,
];

export const LandlordList = () => {
  const locales = useDateLocale();
  return (
    <List
      exporter={false}
      filters={filters}
      actions={<ListActions total="resources.landlords.total" />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <LogoField source="logo_id" />
        <TextField source="name" />
        <TextField source="bin" />
        <SelectField source="city" choices={cityChoices} />
        <TextField source="director_full_name" sortable={false} />
        <TextField source="phone" sortable={false} />
        <FunctionField<Landlord> source="status" render={(r) => <StatusChip status={r.status} />} />
        <DateField source="trial_ends_at" locales={locales} />
        <DateField source="created_at" locales={locales} />
      </Datagrid>
    </List>
  );
};

const StatusChip = ({ status }: { status: Landlord['status'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'default'}
      label={translate(`enums.landlord_status.${status}`)}
    />
  );
};
