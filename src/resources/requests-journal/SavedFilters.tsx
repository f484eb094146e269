import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  ListItemText,
  Menu,
  MenuItem,
  TextField,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { SavedFilterResource } from '../../domain/user';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/http';

/**
 * The user's named filters of a list: apply one, save the current filter, delete. They are read
 * once the user reaches for the button (points at it, focuses or touches it), not with the list.
 */
export const SavedFilters = ({ resource }: { resource: SavedFilterResource }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const key = ['saved-filters', resource];
  const { data = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.savedFilters(resource),
    enabled: wanted,
  });
  const save = useMutation({
    mutationFn: () =>
      dataProvider.saveFilter({ resource, name: name.trim(), filter: filterValues }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      setNaming(false);
      setName('');
      notify('app.saved_filters.saved', { type: 'success' });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError ? (failure.body.errors?.name ?? null) : 'app.errors.server',
      ),
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.removeSavedFilter(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkIcon />}
        onPointerEnter={want}
        onPointerDown={want}
        onFocus={want}
        onClick={(e) => {
          want();
          setAnchor(e.currentTarget);
        }}
      >
        {translate('app.saved_filters.title')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {data.map((saved) => (
          <MenuItem
            key={saved.id}
            onClick={() => {
              setFilters(saved.filter, {});
              setAnchor(null);
            }}
          >
            <ListItemText primary={saved.name} />
            <IconButton
              edge="end"
              size="small"
              aria-label={translate('app.saved_filters.delete', { name: saved.name })}
              onClick={(e) => {
                e.stopPropagation();
                remove.mutate(saved.id);
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </MenuItem>
        ))}
        {data.length > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setNaming(true);
          }}
        >
          {translate('app.saved_filters.save_current')}
        </MenuItem>
      </Menu>
      <Dialog open={naming} onClose={() => setNaming(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate('app.saved_filters.save_current')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('app.saved_filters.name')}
            value={name}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNaming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
