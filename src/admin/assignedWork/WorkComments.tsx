import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Form, TextInput, useDataProvider, useInput, useTranslate } from 'react-admin';
import type { WorkComment, WorkCommentInputs, WorkModule } from '../../domain/assignedWork';
import { bidCommentInput } from '../../domain/requests';
import { taskCommentInput } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';
import { AttachmentsInput } from '../common/AttachmentsInput';
import { FilesField } from '../common/FilesField';
import { useAction } from '../common/useAction';
import { useFormat } from '../common/useFormat';

/** Each module's comment: what the form checks (the server's schema), starts from, and files. */
const FORMS = {
  bids: { schema: bidCommentInput, defaults: { text: '', internal: false }, files: false },
  tasks: { schema: taskCommentInput, defaults: { text: '', file_ids: [] }, files: true },
};

/** "Internal: the renter will not see it", the form's `internal` field. */
const InternalCheckbox = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'internal', defaultValue: false });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
        />
      }
      label={translate('app.comments.internal_hint')}
    />
  );
};

const CommentItem = ({ comment }: { comment: WorkComment }) => {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <ListItem disableGutters alignItems="flex-start">
      <ListItemText
        primary={
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Typography variant="subtitle2">
              {comment.author_name ?? translate('app.history.system')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {format.dateTime(comment.created_at)}
            </Typography>
            {comment.internal && <Chip size="small" label={translate('app.comments.internal')} />}
          </Stack>
        }
        secondary={
          <>
            {comment.text && (
              <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {comment.text}
              </Typography>
            )}
            {comment.files && comment.files.length > 0 && (
              <Typography component="span" sx={{ display: 'block' }}>
                <FilesField record={{ files: comment.files }} />
              </Typography>
            )}
          </>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
};

/**
 * A request's or a task's conversation, oldest first, and the form that adds to it (for those
 * who may write): a request's staff may mark a comment internal, a task's carries files.
 */
export const WorkComments = ({
  module,
  id,
  canWrite,
  internal = false,
}: {
  module: WorkModule;
  id: number;
  canWrite: boolean;
  /** Offer the "internal" mark (a request's staff). */
  internal?: boolean;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const key = [module, id, 'comments'];
  const { schema, defaults, files } = FORMS[module];
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  // A sent comment's form starts anew (its files too).
  const [round, setRound] = useState(0);
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.workComments(module, id),
  });
  const add = useAction({
    call: (body: WorkCommentInputs[typeof module]) => dataProvider.addWorkComment(module, id, body),
    done: 'app.comments.added',
    onDone: () => {
      setRound((r) => r + 1);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    fields: (errors) => errors,
  });

  return (
    <Stack sx={{ gap: 1 }}>
      {data.length === 0 && (
        <Typography color="text.secondary">{translate('app.comments.empty')}</Typography>
      )}
      <List dense disablePadding aria-label={translate('app.comments.title')}>
        {data.map((c) => (
          <CommentItem key={c.id} comment={c} />
        ))}
      </List>
      {canWrite && (
        <Form
          key={round}
          resolver={resolver}
          defaultValues={defaults}
          onSubmit={(values: Record<string, unknown>) =>
            add.run(values as WorkCommentInputs[typeof module])
          }
        >
          <Stack sx={{ gap: 1 }}>
            <TextInput source="text" label="app.comments.label" multiline minRows={2} fullWidth />
            {files && <AttachmentsInput source="file_ids" max={10} />}
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
              {internal && <InternalCheckbox />}
              <Button
                type="submit"
                variant="contained"
                disabled={add.isPending}
                sx={{ ml: 'auto' }}
              >
                {translate('app.comments.send')}
              </Button>
            </Stack>
          </Stack>
        </Form>
      )}
    </Stack>
  );
};
