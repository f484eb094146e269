import {
  BooleanInput,
  Datagrid,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { EmptyList } from '../../admin/common/EmptyList';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
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
import type { Employee } from '../../domain/employees';
import { departmentChoices } from './employeeChoices';
import { GeneralInfo } from './GeneralInfo';
import { RestoreButton } from './RestoreButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="department" source="department" choices={departmentChoices} alwaysOn />,
  <BooleanInput key="deleted" source="deleted" alwaysOn />,
];

/** `/employees`: register, search, general info; a deleted employee's row offers restoring. */
export const EmployeeList = () => {
  const mixed = useMixedOrganizations();
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={useOrganizationFilters(filters)} />}
      actions={
        <ListActions total="resources.employees.total" createLabel="resources.employees.register">
          <ExportExcelButton path="employee" />
        </ListActions>
      }
      empty={<EmptyList createLabel="resources.employees.register" />}
      sort={{ field: 'full_name', order: 'ASC' }}
    >
      <GeneralInfo />
      <PhoneOr
        rows={
          <SimpleList<Employee>
            linkType="edit"
            primaryText={(r) => r.full_name}
            secondaryText={(r) => [r.position, phoneText(r.phone)].filter(Boolean).join(' · ')}
            tertiaryText={(r) =>
              translate(
                r.department
                  ? `enums.department.${r.department}`
                  : 'resources.employees.no_department',
              )
            }
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {mixed && organizationColumn}
          <TextField source="full_name" />
          <SelectField source="department" choices={departmentChoices} />
          <TextField source="position" />
          <PhoneField source="phone" sortable={false} />
          <TextField source="pass_card" sortable={false} />
          <TextField source="login" sortable={false} />
          <RestoreButton />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
