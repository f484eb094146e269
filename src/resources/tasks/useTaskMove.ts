import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { TaskStatus } from '../../domain/tasks';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';

/** How a move ended: done, refused (told in a notice), or its reason refused (for its input). */
export type MoveResult = { ok: true } | { ok: false; reasonError?: string };

/**
 * Moves a task (`PUT /api/tasks/{id}/status`) and tells how it went: the new status, or the
 * server's reason for refusing (409: the table refuses, 403: no role on it) in a notice. A
 * refusal of the reason itself is returned for the dialog's input.
 */
export const useTaskMove = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: (args: { id: number; status: TaskStatus; reason?: string }) =>
      dataProvider.changeStatus('tasks', {
        id: args.id,
        data: { status: args.status, ...(args.reason ? { reason: args.reason } : {}) },
      }),
  });
  const move = async (id: number, status: TaskStatus, reason?: string): Promise<MoveResult> => {
    try {
      await mutateAsync({ id, status, reason });
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      if (errors?.reason) return { ok: false, reasonError: errors.reason };
      notify(errors?.status ?? messageKeyOf(failure), { type: 'error' });
      refresh();
      return { ok: false };
    }
    notify(`enums.task_status.${status}`, { type: 'success' });
    refresh();
    return { ok: true };
  };
  return { move, busy: isPending };
};
