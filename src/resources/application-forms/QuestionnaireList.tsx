import LinkIcon from '@mui/icons-material/Link';
import { Button } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyList } from '../../admin/common/EmptyList';
import { EnumChip } from '../../admin/common/EnumChip';
import { ExportExcelButton } from '../../admin/common/ExportExcelButton';
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
import { TwoLines } from '../../admin/common/TwoLines';
import { useFormat } from '../../admin/common/useFormat';
import { settingsTabPath } from '../../admin/settings/settingsTabs';
import type { Questionnaire } from '../../domain/questionnaire';
import { categoryChoices } from '../renters/renterChoices';
import { QUESTIONNAIRE_STATUS_COLORS, questionnaireStatusChoices } from './questionnaireChoices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={questionnaireStatusChoices} alwaysOn />,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn />,
  <DateInput
    key="from"
    source="created_at_gte"
    label="resources.application-forms.created_from"
    alwaysOn
  />,
  <DateInput
    key="to"
    source="created_at_lte"
    label="resources.application-forms.created_to"
    alwaysOn
  />,
];

/** To Settings, where the public form's link is handed out, for those who manage it. */
const FormLinkButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'application-forms', action: 'manage' });
  if (!canAccess) return null;
  return (
    <Button
      size={variant === 'text' ? 'small' : 'medium'}
      variant={variant}
      startIcon={<LinkIcon />}
      component={Link}
      to={settingsTabPath('application-form')}
    >
      {translate('resources.application-forms.form_link')}
    </Button>
  );
};

/** `/application-forms`: the waiting list, newest first; search, status, category, period. */
export const QuestionnaireList = () => {
  const mixed = useMixedOrganizations();
  const translate = useTranslate();
  const format = useFormat();
  const area = (r: Questionnaire) => format.areaRange(r.area_min, r.area_max) || '—';
  return (
    <List
      exporter={false}
      // List rows lack the questionnaire's files and history: the tag keeps them out of the
      // cache its page starts from, so the page waits for the whole questionnaire.
      queryOptions={{ meta: { rows: 'list' } }}
      filters={<ListFilters inputs={useOrganizationFilters(filters)} />}
      actions={
        <ListActions total="resources.application-forms.total">
          <FormLinkButton />
          <ExportExcelButton path="application-forms" />
        </ListActions>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={
        <EmptyList>
          <FormLinkButton variant="contained" />
        </EmptyList>
      }
    >
      <PhoneOr
        rows={
          <SimpleList<Questionnaire>
            linkType="show"
            primaryText={(r) => `${r.brand_name} · ${r.company_name}`}
            secondaryText={(r) =>
              [
                translate(`enums.renter_category.${r.category}`),
                area(r),
                format.dateTime(r.created_at),
              ].join(' · ')
            }
            tertiaryText={() => (
              <EnumChip
                source="status"
                enumKey="questionnaire_status"
                colors={QUESTIONNAIRE_STATUS_COLORS}
              />
            )}
          />
        }
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          {mixed && organizationColumn}
          <LocalDateField source="created_at" showTime />
          <FunctionField<Questionnaire>
            source="brand_name"
            render={(r) => <TwoLines first={r.brand_name} second={r.company_name} />}
          />
          <SelectField source="category" choices={categoryChoices} />
          <FunctionField<Questionnaire> source="area" sortBy="area_min" render={area} />
          <FunctionField<Questionnaire>
            source="contact_full_name"
            sortable={false}
            render={(r) => <TwoLines first={r.contact_full_name} second={phoneText(r.phone)} />}
          />
          <TextField source="object_name" emptyText="—" />
          <EnumChip
            source="status"
            enumKey="questionnaire_status"
            colors={QUESTIONNAIRE_STATUS_COLORS}
            label="resources.application-forms.fields.status"
            sortBy="status"
          />
          <TextField source="renter_name" emptyText="—" sortable={false} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};
