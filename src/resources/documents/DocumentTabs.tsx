import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DOCUMENT_TABS, type DocumentTab } from '../../domain/documents';

/** The register's tabs: letters awaiting a reply, overdue ones, all (the server's `tab`). */
export const DocumentTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { tab = 'to_answer' } = filterValues as { tab?: DocumentTab };
  return (
    <Tabs
      value={tab}
      onChange={(_, next: DocumentTab) =>
        setFilters({ ...filterValues, tab: next }, displayedFilters)
      }
      aria-label={translate('resources.documents.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      // `contain`: on a phone the tabs scroll instead of widening the page.
      sx={{ contain: 'inline-size' }}
    >
      {DOCUMENT_TABS.map((t) => (
        <Tab key={t} value={t} label={translate(`resources.documents.tabs.${t}`)} />
      ))}
    </Tabs>
  );
};
