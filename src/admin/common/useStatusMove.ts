import { useMutation } from '@tanstack/react-query';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { StatusChange } from '../../providers/customMethods';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';
import type { Notice } from './useAction';

/**
 * Moves records of `resource` to another status (`PUT /api/<resource>/{id}/status`). A move
 * that went through is announced with `done(status)`; a refused one shows the server's reason
 * (its `status` error) — except a refusal of `noteField`, which `move` returns for its input.
 * Either way the record is read again.
 */
export const useStatusMove = <S extends string>(
  resource: string,
  done: (status: S) => Notice,
  noteField?: string,
) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ id, data }: { id: Identifier; data: StatusChange<S> }) =>
      dataProvider.changeStatus(resource, { id, data }),
  });
  const move = async (id: Identifier, data: StatusChange<S>): Promise<string | null> => {
    try {
      await mutateAsync({ id, data });
      const notice = done(data.status);
      notify(notice.message, { type: 'success', messageArgs: notice.args });
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      if (noteField && errors?.[noteField]) return errors[noteField];
      notify(errors?.status ?? messageKeyOf(failure), { type: 'error' });
    }
    refresh();
    return null;
  };
  return { move, busy: isPending };
};
