import { zodResolver } from '@hookform/resolvers/zod';
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { AttachmentsInput } from '../../admin/common/AttachmentsInput';
import { FilesField } from '../../admin/common/FilesField';
import { useAction } from '../../admin/common/useAction';
import { useFormat } from '../../admin/common/useFormat';
import { taskCommentInput } from '../../domain/tasks';
import type { UploadedFile } from '../../providers/customMethods';
import type { AppDataProvider } from '../../providers/dataProvider';

interface TaskComment {
  id: number;
  author_id: number | null;
  author_name: string | null;
  text: string | null;
  files: UploadedFile[];
  created_at: string;
}

const resolver = zodResolver(taskCommentInput);

type CommentValues = z.output<typeof taskCommentInput>;

/** The task's conversation: comments with their files, newest last; the executor and creator add. */
export const TaskComments = ({ taskId, canWrite }: { taskId: number; canWrite: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const format = useFormat();
  const queryClient = useQueryClient();
  const key = ['tasks', taskId, 'comments'];
  // A sent comment's form starts anew (its files too).
  const [round, setRound] = useState(0);
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.call<TaskComment[]>(`/tasks/${taskId}/comments`),
  });
  const add = useAction({
    call: (body: CommentValues) =>
      dataProvider.call(`/tasks/${taskId}/comments`, { method: 'POST', body }),
    done: 'resources.tasks.comment_added',
    onDone: () => {
      setRound((r) => r + 1);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    fields: (errors) => errors,
  });

  return (
    <Stack sx={{ gap: 1 }}>
      {data.length === 0 && (
        <Typography color="text.secondary">{translate('resources.tasks.no_comments')}</Typography>
      )}
      <List dense disablePadding aria-label={translate('resources.tasks.comments')}>
        {data.map((c) => (
          <ListItem key={c.id} disableGutters alignItems="flex-start">
            <ListItemText
              primary={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                  <Typography variant="subtitle2">
                    {c.author_name ?? translate('app.history.system')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {format.dateTime(c.created_at)}
                  </Typography>
                </Stack>
              }
              secondary={
                <>
                  {c.text && (
                    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                      {c.text}
                    </Typography>
                  )}
                  {c.files.length > 0 && (
                    <Typography component="span" sx={{ display: 'block' }}>
                      <FilesField record={c as unknown as Record<string, unknown>} />
                    </Typography>
                  )}
                </>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        ))}
      </List>
      {canWrite && (
        <Form
          key={round}
          resolver={resolver}
          defaultValues={{ text: '', file_ids: [] }}
          onSubmit={(values: Record<string, unknown>) => add.run(values as CommentValues)}
        >
          <Stack sx={{ gap: 1 }}>
            <TextInput
              source="text"
              label="resources.tasks.comment"
              multiline
              minRows={2}
              fullWidth
            />
            <AttachmentsInput source="file_ids" max={10} />
            <Button
              type="submit"
              variant="contained"
              disabled={add.isPending}
              sx={{ alignSelf: 'flex-end' }}
            >
              {translate('resources.tasks.send_comment')}
            </Button>
          </Stack>
        </Form>
      )}
    </Stack>
  );
};
