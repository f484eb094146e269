import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { fieldErrorsOf, messageKeyOf } from '../../providers/http';

/** What a person is told after an action: an i18n key and its arguments. */
export interface Notice {
  message: string;
  args?: Record<string, unknown>;
}

/** A form's errors by field, as i18n keys (what react-admin's `<Form onSubmit>` may return). */
export type FieldErrors = Record<string, string>;

export interface ActionOptions<A, R> {
  /** The API call, through the dataProvider. */
  call: (args: A) => Promise<R>;
  /** The success notice: a fixed key, or one made from the answer. */
  done: string | ((result: R) => Notice);
  /** What else success does (close a dialog, open the new record), after the notice. */
  onDone?: (result: R, args: A) => void;
  /** Read the page's records again after a success. */
  refresh?: boolean;
  /**
   * An action behind a form: which of a failed call's field errors go under its inputs. When
   * none does, the first of them (or the general reason) is the error notice.
   */
  fields?: (errors: FieldErrors) => FieldErrors;
  /** What else a failure that was not put under the inputs does, after its notice. */
  onFailed?: () => void;
}

/**
 * A one-off call (restore, assign, save) on a react-query mutation: its pending state, the
 * success notice and refresh, and the error notice or the form's field errors. `run` never
 * throws; it resolves to the field errors for the form, if any.
 */
export const useAction = <A = void, R = unknown>(options: ActionOptions<A, R>) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutateAsync, isPending } = useMutation({ mutationFn: options.call });

  const run = async (args: A): Promise<FieldErrors | undefined> => {
    let result: R;
    try {
      result = await mutateAsync(args);
    } catch (failure) {
      const errors = options.fields ? fieldErrorsOf(failure) : null;
      const shown = errors && options.fields?.(errors);
      if (shown && Object.keys(shown).length > 0) return shown;
      notify(Object.values(errors ?? {})[0] ?? messageKeyOf(failure), { type: 'error' });
      options.onFailed?.();
      return undefined;
    }
    const notice =
      typeof options.done === 'string' ? { message: options.done } : options.done(result);
    notify(notice.message, { type: 'success', messageArgs: notice.args });
    options.onDone?.(result, args);
    if (options.refresh) refresh();
    return undefined;
  };
  return { run, isPending };
};
