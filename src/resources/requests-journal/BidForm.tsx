import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import { formGrid } from '../../admin/common/formGrid';
import type { Locale } from '../../domain/constants';
import { roomLabel } from '../../domain/objects';
import { type BidInput, bidInputFor } from '../../domain/requests';
import type { RequestType } from '../../domain/requestTypes';
import { useSession } from '../../providers/session';
import { AnswerInputs } from './AnswerInputs';
import { usePlaces } from './usePlaces';

/** Object and room: a renter picks among its own rooms, staff among the landlord's. */
const PlaceInputs = ({ staff }: { staff: boolean }) => {
  const { places } = usePlaces();
  const objectId = useWatch({ name: 'object_id' });
  const objects = [...new Map(places.map((p) => [p.object_id, p.object_name])).entries()].map(
    ([id, name]) => ({ id, name }),
  );
  const rooms = places
    .filter((p) => p.object_id === objectId)
    .map((p) => ({
      id: p.room_id,
      name: roomLabel({ object_name: p.object_name, number: p.room_number }),
    }));
  return (
    <Box sx={formGrid}>
      <SelectInput source="object_id" choices={objects} isRequired />
      <AutocompleteInput source="room_id" choices={rooms} disabled={!objectId} />
      {staff && (
        <ReferenceInput source="renter_id" reference="renters">
          <AutocompleteInput />
        </ReferenceInput>
      )}
    </Box>
  );
};

/**
 * A request of `type`: the common fields and the type's own, all checked at once with the
 * server's rules; a new one starts from `defaults` (applicant, phone, place).
 */
export const BidForm = ({
  type,
  defaults,
}: {
  type: RequestType;
  defaults?: Partial<BidInput>;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user } = useSession();
  const resolver = useMemo(() => zodResolver(bidInputFor(type.fields)), [type]);
  const staff = user?.role !== 'renter';
  return (
    <SimpleForm
      resolver={resolver}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
      defaultValues={{ ...defaults, request_type_id: type.id, answers: {}, file_ids: [] }}
    >
      <Typography variant="h6" component="h2">
        {type.name[locale as Locale] ?? type.name.ru}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.requests-journal.sla_note', { smart_count: type.sla_hours })}
      </Typography>
      <PlaceInputs staff={staff} />
      <Box sx={formGrid}>
        <TextInput source="applicant_name" isRequired />
        <TextInput source="phone" helperText="+7 701 123 45 67" />
      </Box>
      <AnswerInputs fields={type.fields} />
      <TextInput source="description" multiline minRows={3} fullWidth />
      <AttachmentsInput source="file_ids" max={10} />
    </SimpleForm>
  );
};
