import { useListContext, useTranslate } from 'react-admin';
import { FilterTabs } from '../../admin/common/FilterTabs';
import { CONTRACT_TABS, type ContractTab } from '../../domain/contracts';

/** The list's tabs: active, ending within 90 days, drafts and closed (the server's `tab`). */
export const ContractTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { tab = 'active' } = filterValues as { tab?: ContractTab };
  return (
    <FilterTabs
      value={tab}
      tabs={CONTRACT_TABS.map((t) => ({
        value: t,
        label: translate(`resources.contracts.tabs.${t}`),
      }))}
      label={translate('resources.contracts.tabs.label')}
      onChange={(next) => setFilters({ ...filterValues, tab: next }, displayedFilters)}
      scrollable
    />
  );
};
