import { zodResolver } from '@hookform/resolvers/zod';
import { Stack } from '@mui/material';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  NumberField,
  NumberInput,
  type ResourceProps,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  UrlField,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { enumChoices } from '../../admin/common/enumChoices';
import { ListFilters } from '../../admin/common/filters/ListFilters';
import { HistoryPanel } from '../../admin/common/HistoryPanel';
import { List } from '../../admin/common/List';
import { LocalizedNameField, LocalizedNameInputs } from '../../admin/common/LocalizedName';
import { PhoneOr } from '../../admin/common/PhoneOr';
import { requiredBy } from '../../admin/common/requiredBy';
import type { Locale } from '../../domain/constants';
import { SOCIAL_ICONS, type SocialNetwork, socialNetworkInput } from '../../domain/reference';
import { SocialIcon } from './SocialIcon';

const iconChoices = enumChoices('social_icon', SOCIAL_ICONS);

const SocialNetworkList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List
      exporter={false}
      filters={<ListFilters inputs={[<SearchInput key="q" source="q" alwaysOn />]} />}
      sort={{ field: 'sort_order', order: 'ASC' }}
    >
      <PhoneOr
        rows={
          <SimpleList<SocialNetwork>
            linkType="edit"
            leftIcon={(r) => <SocialIcon icon={r.icon} />}
            primaryText={(r) => r.name[locale as Locale] ?? r.name.ru}
            secondaryText={(r) => r.url}
            sx={{ '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <NumberField source="sort_order" />
          <FunctionField<SocialNetwork>
            source="icon"
            sortable={false}
            render={(r) => (
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                <SocialIcon icon={r.icon} />
                {translate(`enums.social_icon.${r.icon}`)}
              </Stack>
            )}
          />
          <LocalizedNameField source="name" />
          <UrlField source="url" target="_blank" rel="noopener noreferrer" sortable={false} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
};

const required = requiredBy(socialNetworkInput);

const form = (
  <SimpleForm resolver={zodResolver(socialNetworkInput)} defaultValues={{ sort_order: 0 }}>
    <LocalizedNameInputs />
    <TextInput
      source="url"
      isRequired={required('url')}
      slotProps={{ htmlInput: { inputMode: 'url' } }}
      placeholder="https://"
      sx={{ width: '100%', maxWidth: 480 }}
    />
    <SelectInput source="icon" choices={iconChoices} isRequired={required('icon')} />
    <NumberInput source="sort_order" min={0} max={999} step={1} />
  </SimpleForm>
);

/** `/social-network`: the product's social networks, shown in the public site's footer. */
export default {
  list: SocialNetworkList,
  create: () => <Create redirect="list">{form}</Create>,
  edit: () => (
    <Edit aside={<HistoryPanel />} mutationMode="pessimistic" redirect="list">
      {form}
    </Edit>
  ),
} satisfies Omit<ResourceProps, 'name'>;
