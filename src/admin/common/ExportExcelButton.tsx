import { useCanAccess, useDataProvider, useListContext, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ExcelDownloadButton } from './ExcelDownloadButton';

/** Downloads the list's current filter as Excel (`POST /api/download/excel/<path>`). */
export const ExportExcelButton = ({ path }: { path: string }) => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? path, action: 'export' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  if (!canAccess) return null;
  return (
    <ExcelDownloadButton
      fetchFile={(onProgress) =>
        dataProvider.exportExcel(
          path,
          { filter: filterValues, sort: [sort.field, sort.order] },
          onProgress,
        )
      }
    />
  );
};
