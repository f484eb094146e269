import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Confirm, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { TaskCategory } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';

const t = (key: string) => `app.settings.task_categories.${key}`;

/** A category's name typed in a form: added, or a new name for one. */
const NameForm = ({
  initial,
  label,
  submit,
  busy,
  error,
  onCancel,
}: {
  initial: string;
  label: string;
  submit: (name: string) => void;
  busy: boolean;
  error: string | null;
  onCancel?: () => void;
}) => {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(name.trim());
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      aria-label={label}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' }, flex: 1 }}
    >
      <TextField
        size="small"
        required
        autoFocus={Boolean(onCancel)}
        label={translate(t('name'))}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error)}
        helperText={error ? translate(error) : undefined}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={onCancel ? undefined : <AddIcon />}
        disabled={busy}
        sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
      >
        {onCancel ? translate('ra.action.save') : label}
      </Button>
      {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
    </Stack>
  );
};

/** Settings → task categories: the organization's own list; the landlord and managers edit it. */
const TaskCategoriesTab = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data = [], isSuccess } = useGetList<TaskCategory>('task-categories', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const [editing, setEditing] = useState<number | null>(null);
  const [removing, setRemoving] = useState<TaskCategory | null>(null);
  const [error, setError] = useState<{ id: number | null; key: string } | null>(null);
  const [round, setRound] = useState(0);

  const save = useMutation({
    mutationFn: ({ id, name }: { id: number | null; name: string }) =>
      dataProvider.saveTaskCategory(id, { name }),
    onSuccess: (_, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['task-categories'] });
      setError(null);
      setEditing(null);
      if (!id) setRound((r) => r + 1);
      notify(t(id ? 'renamed' : 'added'), { type: 'success' });
    },
    onError: (failure, { id }) => {
      const field = fieldErrorsOf(failure)?.name;
      if (field) setError({ id, key: field });
      else notify(messageKeyOf(failure), { type: 'error' });
    },
  });
  const remove = useMutation({
    mutationFn: (category: TaskCategory) => dataProvider.removeTaskCategory(category.id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['task-categories'] });
      notify(t('removed'), { type: 'success' });
    },
    onError: (failure) => notify(messageKeyOf(failure), { type: 'error' }),
    onSettled: () => setRemoving(null),
  });
  const errorOf = (id: number | null) => (error?.id === id ? error.key : null);

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(t('title'))}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(t('hint'))}
        </Typography>
        {isSuccess && data.length === 0 && (
          <Typography color="text.secondary">{translate(t('empty'))}</Typography>
        )}
        <List dense aria-label={translate(t('title'))}>
          {data.map((category) => (
            <ListItem
              key={category.id}
              divider
              secondaryAction={
                editing !== category.id && (
                  <>
                    <IconButton
                      aria-label={translate(t('rename'), { name: category.name })}
                      onClick={() => {
                        setError(null);
                        setEditing(category.id);
                      }}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      edge="end"
                      aria-label={translate(t('remove'), { name: category.name })}
                      onClick={() => setRemoving(category)}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </>
                )
              }
            >
              {editing === category.id ? (
                <NameForm
                  initial={category.name}
                  label={translate(t('rename'), { name: category.name })}
                  busy={save.isPending}
                  error={errorOf(category.id)}
                  submit={(name) => save.mutate({ id: category.id, name })}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <ListItemText primary={category.name} />
              )}
            </ListItem>
          ))}
        </List>
        <Stack sx={{ mt: 2 }}>
          <NameForm
            key={round}
            initial=""
            label={translate(t('add'))}
            busy={save.isPending}
            error={errorOf(null)}
            submit={(name) => save.mutate({ id: null, name })}
          />
        </Stack>
      </CardContent>
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title={t('remove_title')}
        content={t('remove_content')}
        contentTranslateOptions={{ name: removing?.name ?? '' }}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
};

export default TaskCategoriesTab;
