import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCanAccess, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import type { Employee } from '../../../domain/employees';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../../providers/http';
import type { UnknownCard } from '../../../providers/methods/timeMethods';

const label = (name: string) => `resources.devices.cards.${name}`;
/** How many employees the picker offers for what is typed. */
const OFFERED = 25;
/** How long typing pauses before the employees are looked up. */
const SEARCH_DELAY_MS = 300;

type Person = Pick<Employee, 'id' | 'full_name' | 'position' | 'pass_card'>;

/** The organization's active employees matching what is typed into the picker. */
const useEmployees = (typed: string) => {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { canAccess } = useCanAccess({ resource: 'employees', action: 'list' });
  return useGetList<Person>(
    'employees',
    {
      pagination: { page: 1, perPage: OFFERED },
      sort: { field: 'full_name', order: 'ASC' },
      filter: search ? { q: search } : {},
    },
    { enabled: canAccess === true, placeholderData: (previous) => previous },
  );
};

/**
 * Gives an unknown card to an employee, picked by name: the card becomes theirs (replacing the one
 * they had) and its stored passes go to their timesheet.
 */
export const AttachCardDialog = ({
  card,
  onAttached,
  onClose,
}: {
  card: UnknownCard;
  onAttached: () => void;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [person, setPerson] = useState<Person | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { data: people = [], isFetching } = useEmployees(typed);
  const attach = useMutation({
    mutationFn: (employeeId: number) => dataProvider.attachCard(card.card, employeeId),
    onSuccess: ({ attached }) => {
      notify(label('attached'), { type: 'success', messageArgs: { smart_count: attached } });
      onAttached();
    },
    onError: (failure) => {
      const fields = fieldErrorsOf(failure);
      if (fields) setError(fields.employee_id ?? Object.values(fields)[0]);
      else notify(messageKeyOf(failure), { type: 'error' });
    },
  });
  const submit = () => {
    if (!person) return setError('validation.required');
    attach.mutate(person.id);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="attach-card-title">
      <DialogTitle id="attach-card-title">
        {translate(label('attach_title'), { card: card.card })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(label('attach_hint'), { count: card.events })}
        </DialogContentText>
        <Autocomplete
          options={people}
          value={person}
          loading={isFetching}
          onChange={(_, next) => {
            setPerson(next);
            setError(null);
          }}
          inputValue={typed}
          onInputChange={(_, next) => setTyped(next)}
          // The server has matched what is typed (name, position, phone, card).
          filterOptions={(options) => options}
          getOptionLabel={(option) => option.full_name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {option.position ? `${option.full_name}, ${option.position}` : option.full_name}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              required
              label={translate(label('employee'))}
              error={Boolean(error)}
              helperText={error ? translate(error) : ' '}
            />
          )}
        />
        {person?.pass_card && person.pass_card !== card.card && (
          <Alert severity="info">{translate(label('replaces'), { card: person.pass_card })}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={attach.isPending}>
          {translate(label('attach'))}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
