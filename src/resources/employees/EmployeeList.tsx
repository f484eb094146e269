import {
  BooleanInput,
  Datagrid,
  DeleteWithConfirmButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { ListActions } from '../../admin/common/ListActions';
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

const RowAction = () => {
  const record = useRecordContext<Employee>();
  if (record?.status === 'deleted') return <RestoreButton />;
  return (
    <DeleteWithConfirmButton
      confirmTitle="resources.employees.delete_title"
      confirmContent="resources.employees.delete_content"
      mutationMode="pessimistic"
    />
  );
};

/** `/employees`: register, search, general info, delete and restore with confirmation. */
export const EmployeeList = () => {
  const translate = useTranslate();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={filters} />}
      actions={
        <ListActions total="resources.employees.total" createLabel="resources.employees.register">
          <ExportExcelButton path="employee" />
        </ListActions>
      }
      sort={{ field: 'full_name', order: 'ASC' }}
    >
      <GeneralInfo />
      <PhoneOr
        rows={
          <SimpleList<Employee>
            linkType="edit"
            primaryText={(r) => r.full_name}
            secondaryText={(r) => [r.position, r.phone].filter(Boolean).join(' · ')}
            tertiaryText={(r) => translate(`enums.department.${r.department}`)}
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="full_name" />
          <SelectField source="department" choices={departmentChoices} />
          <TextField source="position" />
          <TextField source="phone" sortable={false} />
          <TextField source="pass_card" sortable={false} />
          <TextField source="login" sortable={false} />
          <RowAction />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
