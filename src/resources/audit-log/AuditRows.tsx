import { ListItem, List as MuiList, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext } from 'react-admin';
import { useFormat } from '../../admin/common/useFormat';
import type { AuditLogRow } from '../../domain/audit';
import { AuditActionChip } from './AuditActionChip';
import { AuditChanges } from './AuditChanges';
import { AuditRecord } from './AuditRecord';

/**
 * The audit log on a phone: a block a change, the record and the action on top, then when, the
 * organization and who, then the changed fields, wrapping to the screen's width.
 */
export const AuditRows = ({ who }: { who: (row: AuditLogRow) => string }) => {
  const { data } = useListContext<AuditLogRow>();
  const { dateTime } = useFormat();
  return (
    <MuiList disablePadding>
      {data?.map((row) => (
        <RecordContextProvider key={row.id} value={row}>
          <ListItem divider sx={{ display: 'block', py: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <AuditRecord />
              <AuditActionChip />
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ my: 0.5 }}>
              {[dateTime(row.at), row.landlord?.name, who(row)].filter(Boolean).join(' · ')}
            </Typography>
            <AuditChanges />
          </ListItem>
        </RecordContextProvider>
      ))}
    </MuiList>
  );
};
