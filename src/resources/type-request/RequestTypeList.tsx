import {
  BooleanField,
  Datagrid,
  FunctionField,
  NumberField,
  SelectInput,
  SimpleList,
  TextField,
  useTranslate,
} from 'react-admin';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { List } from '../../admin/common/List';
import { ListActions } from '../../admin/common/ListActions';
import { PhoneOr } from '../../admin/common/PhoneOr';
import type { RequestType } from '../../domain/requestTypes';
import { useKindChoices, useLocalized } from './kindChoices';

/** `/type-request`: the platform's request types, in the order tenants see them. */
export const RequestTypeList = () => {
  const translate = useTranslate();
  const kinds = useKindChoices();
  const localized = useLocalized();
  const kindName = (id: number) => kinds.find((k) => k.id === id)?.name ?? id;
  const field = (name: string) => translate(`resources.type-request.fields.${name}`);
  return (
    <List
      exporter={false}
      filters={
        <ListFilters
          inputs={[
            <SelectInput
              key="kind_id"
              source="kind_id"
              choices={kinds}
              translateChoice={false}
              alwaysOn
            />,
          ]}
        />
      }
      actions={<ListActions total="resources.type-request.total" />}
      sort={{ field: 'sort_order', order: 'ASC' }}
      perPage={25}
    >
      <PhoneOr
        rows={
          <SimpleList<RequestType>
            linkType="edit"
            primaryText={(r) => `${r.sort_order}. ${localized(r.name)}`}
            secondaryText={(r) =>
              [
                kindName(r.kind_id),
                r.code,
                `${field('sla_hours')}: ${r.sla_hours}`,
                `${field('fields_count')}: ${r.fields.length}`,
              ].join(' · ')
            }
            tertiaryText={(r) =>
              r.is_active ? '' : `${field('is_active')}: ${translate('ra.boolean.false')}`
            }
          />
        }
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
      </PhoneOr>
    </List>
  );
};
