import {
  BooleanField,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  TextField,
} from 'react-admin';
import { ListActions } from '../../admin/common/ListActions';
import type { RequestType } from '../../domain/requestTypes';
import { useKindChoices, useLocalized } from './kindChoices';

/** `/type-request`: the platform's request types, in the order tenants see them. */
export const RequestTypeList = () => {
  const kinds = useKindChoices();
  const localized = useLocalized();
  const kindName = (id: number) => kinds.find((k) => k.id === id)?.name ?? id;
  return (
    <List
      exporter={false}
      filters={[
        <SelectInput
          key="kind_id"
          source="kind_id"
          choices={kinds}
          translateChoice={false}
          alwaysOn
        />,
      ]}
      actions={<ListActions total="resources.type-request.total" />}
      sort={{ field: 'sort_order', order: 'ASC' }}
      perPage={25}
    >
      <Datagrid
        rowClick="edit"
        bulkActionButtons={false}
        rowSx={(r) => (r.is_active ? {} : { opacity: 0.6 })}
      >
        <NumberField source="sort_order" />
        <FunctionField<RequestType>
          source="name"
          sortable={false}
          render={(r) => localized(r.name)}
        />
        <TextField source="code" />
        <FunctionField<RequestType>
          source="kind_id"
          sortable={false}
          render={(r) => kindName(r.kind_id)}
        />
        <NumberField source="sla_hours" />
        <FunctionField<RequestType>
          source="fields_count"
          sortable={false}
          textAlign="right"
          render={(r) => r.fields.length}
        />
        <BooleanField source="is_active" sortable={false} />
      </Datagrid>
    </List>
  );
};
