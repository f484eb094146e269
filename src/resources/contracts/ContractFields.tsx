import { Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EnumChip } from '../../admin/common/EnumChip';
import { useFormat } from '../../admin/common/useFormat';
import { CONTRACT_STATUS_COLORS } from './contractChoices';
import { endsSoon } from './contractDates';
import type { ContractRow } from './contractView';

/** The leased rooms' numbers ("101, 102"). */
export const roomNumbers = (contract: Pick<ContractRow, 'rooms'>) =>
  contract.rooms.map((room) => room.number).join(', ');

/** The term's last day, in red while an active contract has 30 days or less left. */
export const EndsOnField = (_props: { source?: string; label?: string }) => {
  const contract = useRecordContext<ContractRow>();
  const format = useFormat();
  if (!contract) return null;
  const soon = endsSoon(contract);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={soon ? { color: 'error.main', fontWeight: 600 } : undefined}
    >
      {format.date(contract.ends_on)}
    </Typography>
  );
};

/** The contract's status chip. */
export const ContractStatusChip = (_props: { label?: string; sortable?: boolean }) => (
  <EnumChip source="status" enumKey="contract_status" colors={CONTRACT_STATUS_COLORS} />
);

/** A phone row's last line: the status and the term's end. */
export const StatusAndEnd = () => (
  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
    <ContractStatusChip />
    <EndsOnField />
  </Stack>
);
