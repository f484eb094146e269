import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { CONTRACT_TABS, type ContractTab } from '../../domain/contracts';

/** The list's tabs: active, ending within 90 days, drafts and closed (the server's `tab`). */
export const ContractTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { tab = 'active' } = filterValues as { tab?: ContractTab };
  return (
    <Tabs
      value={tab}
      onChange={(_, next: ContractTab) =>
        setFilters({ ...filterValues, tab: next }, displayedFilters)
      }
      aria-label={translate('resources.contracts.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      // `contain`: on a phone the tabs scroll instead of widening the page.
      sx={{ contain: 'inline-size' }}
    >
      {CONTRACT_TABS.map((t) => (
        <Tab key={t} value={t} label={translate(`resources.contracts.tabs.${t}`)} />
      ))}
    </Tabs>
  );
};
