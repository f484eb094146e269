import {
  Datagrid,
  DateInput,
  FunctionField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
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
import { phoneText } from '../../admin/common/PhoneField';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { useFormat } from '../../admin/common/useFormat';
import type { VisitorMessage } from '../../domain/visitors';
import { shortText } from '../../i18n/format';
import { CATEGORY_COLORS, categoryChoices, STATUS_COLORS, statusChoices } from './choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
  <ReferenceInput key="object" source="object_id" reference="objects" />,
  <DateInput key="from" source="created_at_gte" label="resources.visitor-messages.created_from" />,
  <DateInput key="to" source="created_at_lte" label="resources.visitor-messages.created_to" />,
];

/** `/visitor-messages`: what visitors left through the QR code, newest first. */
export const VisitorMessageList = () => {
  const mixed = useMixedOrganizations();
  const { dateTime: when } = useFormat();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={useOrganizationFilters(filters)} />}
      actions={<ListActions total="resources.visitor-messages.total" />}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <PhoneOr
        rows={
          <SimpleList<VisitorMessage>
            linkType="show"
            primaryText={(r) => shortText(r.text, 80)}
            secondaryText={(r) =>
              [r.object_name, r.name, phoneText(r.phone), when(r.created_at)]
                .filter(Boolean)
                .join(' · ')
            }
            tertiaryText={() => (
              <EnumChip source="status" enumKey="visitor_status" colors={STATUS_COLORS} />
            )}
          />
        }
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {mixed && organizationColumn}
          <LocalDateField source="created_at" showTime />
          <EnumChip
            source="category"
            enumKey="visitor_category"
            colors={CATEGORY_COLORS}
            variant="outlined"
            label="resources.visitor-messages.fields.category"
          />
          <FunctionField<VisitorMessage>
            source="text"
            sortable={false}
            render={(r) => (r.text.length > 120 ? `${r.text.slice(0, 120)}…` : r.text)}
          />
          <TextField source="object_name" emptyText="—" sortable={false} />
          <FunctionField<VisitorMessage>
            label="resources.visitor-messages.fields.contact"
            render={(r) => [r.name, phoneText(r.phone)].filter(Boolean).join(', ') || '—'}
          />
          <EnumChip
            source="status"
            enumKey="visitor_status"
            colors={STATUS_COLORS}
            label="resources.visitor-messages.fields.status"
          />
          <FunctionField<VisitorMessage>
            label="resources.visitor-messages.fields.bid_id"
            render={(r) => (r.bid_number ? `№ ${r.bid_number}` : '—')}
          />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
