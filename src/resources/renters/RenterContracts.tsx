import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  ReferenceManyField,
  SimpleList,
  TabbedShowLayout,
  TextField,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { LocalDateField } from '../../admin/common/LocalDateField';
import { LocalNumberField } from '../../admin/common/LocalNumberField';
import { TwoLines } from '../../admin/common/TwoLines';
import { useFormat } from '../../admin/common/useFormat';
import { usePhone } from '../../admin/common/usePhone';
import type { Renter } from '../../domain/renters';
import {
  ContractStatusChip,
  EndsOnField,
  roomNumbers,
  StatusAndEnd,
} from '../contracts/ContractFields';
import type { ContractRow } from '../contracts/contractView';

/** The renter's leases: rows on a phone, a table elsewhere; each opens its page. */
const LeaseRows = () => {
  const format = useFormat();
  if (usePhone()) {
    return (
      <SimpleList<ContractRow>
        resource="contracts"
        linkType="show"
        primaryText={(r) => `№ ${r.number}`}
        secondaryText={(r) =>
          [r.object_name, roomNumbers(r), format.tenge(r.monthly_rent)].join(' · ')
        }
        tertiaryText={() => <StatusAndEnd />}
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} rowClick="show" resource="contracts">
      <TextField source="number" />
      <FunctionField<ContractRow>
        label="resources.contracts.fields.place"
        render={(r) => <TwoLines first={r.object_name} second={roomNumbers(r)} />}
      />
      <LocalNumberField source="monthly_rent" unit="tenge" />
      <LocalDateField source="starts_on" />
      <EndsOnField source="ends_on" label="resources.contracts.fields.ends_on" />
      <ContractStatusChip label="resources.contracts.fields.status" />
    </Datagrid>
  );
};

/** "New lease" for this renter: the contract form with the renter filled in. */
const NewLease = () => {
  const translate = useTranslate();
  const renter = useRecordContext<Renter>();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: 'contracts', action: 'create' });
  if (!renter || !canAccess) return null;
  const source = encodeURIComponent(JSON.stringify({ renter_id: renter.id }));
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'contracts', type: 'create' })}?source=${source}`}
      startIcon={<AddIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate('resources.renters.new_lease')}
    </Button>
  );
};

/**
 * The renter card's leases, newest term first, each opening its page; its rooms come from them
 * (the one occupancy rule). Staff who read contracts see the tab.
 */
export const RenterContractsTab = (props: object) => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'contracts', action: 'list' });
  if (!canAccess) return null;
  return (
    <TabbedShowLayout.Tab {...props} label="resources.renters.leases" path="contracts">
      <NewLease />
      <ReferenceManyField
        reference="contracts"
        target="renter_id"
        sort={{ field: 'starts_on', order: 'DESC' }}
        perPage={50}
        empty={
          <Typography color="text.secondary">{translate('resources.contracts.empty')}</Typography>
        }
      >
        <LeaseRows />
      </ReferenceManyField>
    </TabbedShowLayout.Tab>
  );
};
