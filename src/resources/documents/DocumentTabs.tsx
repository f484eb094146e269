import { useListContext, useTranslate } from 'react-admin';
import { FilterTabs } from '../../admin/common/FilterTabs';
import { DOCUMENT_TABS, type DocumentTab } from '../../domain/documents';

/** The register's tabs: letters awaiting a reply, overdue ones, all (the server's `tab`). */
export const DocumentTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { tab = 'to_answer' } = filterValues as { tab?: DocumentTab };
  return (
    <FilterTabs
      value={tab}
      tabs={DOCUMENT_TABS.map((t) => ({
        value: t,
        label: translate(`resources.documents.tabs.${t}`),
      }))}
      label={translate('resources.documents.tabs.label')}
      onChange={(next) => setFilters({ ...filterValues, tab: next }, displayedFilters)}
      scrollable
    />
  );
};
