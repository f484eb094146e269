import AssignmentIcon from '@mui/icons-material/Assignment';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  type Identifier,
  SaveButton,
  SelectInput,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useAction } from '../../admin/common/useAction';
import type { VisitorMessage } from '../../domain/visitors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { AnswerInputs } from '../requests-journal/AnswerInputs';
import { usePlaces } from '../requests-journal/usePlaces';
import { useRequestTypes } from '../requests-journal/useRequestTypes';

/** The chosen type's own fields, so a type with required fields can be filled in here. */
const TypeFields = () => {
  const typeId = useWatch({ name: 'request_type_id' });
  const { types } = useRequestTypes();
  const type = types.find((t) => t.id === typeId);
  return type ? <AnswerInputs fields={type.fields.filter((f) => f.type !== 'file')} /> : null;
};

/**
 * "Turn into a bid", for someone who may both handle the message and file requests, while the
 * message is still open; nobody else asks for the request types and places it needs.
 */
export const ToBidDialog = () => {
  const record = useRecordContext<VisitorMessage>();
  const { canAccess } = useCanAccess({ resource: 'visitor-messages', action: 'edit' });
  const { canAccess: canFile } = useCanAccess({ resource: 'requests-journal', action: 'create' });
  if (!record || record.bid_id || record.status === 'rejected' || !canAccess || !canFile)
    return null;
  return <ToBidButton record={record} />;
};

/** Pick the request type (and object), fill its fields, file it. */
const ToBidButton = ({ record }: { record: VisitorMessage }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const redirect = useRedirect();
  const { choices } = useRequestTypes();
  const { places } = usePlaces();
  const [open, setOpen] = useState(false);
  const file = useAction({
    call: ({ id, values }: { id: Identifier; values: Record<string, unknown> }) =>
      dataProvider.bidFromVisitorMessage(id, values),
    done: (updated) => ({
      message: 'resources.visitor-messages.bid_created',
      args: { number: updated.bid_number },
    }),
    onDone: (updated) => redirect('show', 'requests-journal', updated.bid_id ?? undefined),
    fields: (errors) => errors,
  });
  const objects = [...new Map(places.map((p) => [p.object_id, p.object_name])).entries()].map(
    ([id, name]) => ({ id, name }),
  );
  return (
    <>
      <Button variant="contained" startIcon={<AssignmentIcon />} onClick={() => setOpen(true)}>
        {translate('resources.visitor-messages.action.to_bid')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('resources.visitor-messages.action.to_bid')}</DialogTitle>
        <DialogContent>
          <Form
            onSubmit={(values: Record<string, unknown>) => file.run({ id: record.id, values })}
            defaultValues={{ object_id: record.object_id, answers: {} }}
          >
            <SelectInput
              source="request_type_id"
              label="resources.requests-journal.fields.request_type_id"
              choices={choices}
              isRequired
              fullWidth
            />
            {!record.object_id && (
              <SelectInput
                source="object_id"
                label="resources.requests-journal.fields.object_id"
                choices={objects}
                isRequired
                fullWidth
              />
            )}
            <TypeFields />
            <SaveButton alwaysEnable label="resources.visitor-messages.action.to_bid" />
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
};
