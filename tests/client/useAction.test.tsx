import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { type ActionOptions, type FieldErrors, useAction } from '../../src/admin/common/useAction';
import type { AppDataProvider } from '../../src/providers/dataProvider';
import { heldAnswer } from './heldAnswer';
import { renderStaff } from './renderStaff';
import { server } from './setup';

type Body = { ids: number[] };
type Assigned = { updated: number };
type Options = Omit<ActionOptions<Body, Assigned>, 'call'>;

/** A button running the action and the field errors it resolved to. */
const Harness = ({ options }: { options: Options }) => {
  const provider = useDataProvider<AppDataProvider>();
  const action = useAction({
    ...options,
    call: (body: Body) => provider.assignBids(body),
  });
  const [errors, setErrors] = useState<FieldErrors>();
  return (
    <>
      <button
        type="button"
        disabled={action.isPending}
        onClick={async () => setErrors(await action.run({ ids: [1, 2] }))}
      >
        Run
      </button>
      <output aria-label="errors">{errors ? JSON.stringify(errors) : ''}</output>
    </>
  );
};

/** A query on the page, to see whether the action read the page again. */
const PageQuery = ({ read }: { read: () => number }) => {
  const { data } = useQuery({ queryKey: ['page'], queryFn: read });
  return <output aria-label="reads">{data}</output>;
};

const renderAction = async (options: Options) => {
  let reads = 0;
  await renderStaff(
    <>
      <Harness options={options} />
      <PageQuery read={() => ++reads} />
    </>,
  );
  await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('1'));
};

const answerWith = (body: Record<string, unknown>, status = 200) =>
  server.use(http.post('/api/bids/assign', () => HttpResponse.json(body, { status })));

const run = () => userEvent.click(screen.getByRole('button', { name: 'Run' }));

const done = {
  done: (result: Assigned) => ({
    message: 'resources.requests-journal.assigned',
    args: { smart_count: result.updated },
  }),
};

describe('useAction', () => {
  it('disables its button while the call runs, then notifies, refreshes and goes on', async () => {
    const onDone = vi.fn();
    const call = heldAnswer('post', '/api/bids/assign', () => HttpResponse.json({ updated: 2 }));
    await renderAction({ ...done, onDone, refresh: true });

    await run();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled());
    expect(onDone).not.toHaveBeenCalled();
    call.release();

    expect(await screen.findByText('Исполнитель назначен: 2 заявки')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
    expect(onDone).toHaveBeenCalledWith({ updated: 2 }, { ids: [1, 2] });
    expect(call.sent).toEqual([{ ids: [1, 2] }]);
    await waitFor(() => expect(screen.getByLabelText('reads')).toHaveTextContent('2'));
  });

  it('leaves the page as it is without `refresh`', async () => {
    answerWith({ updated: 1 });
    await renderAction(done);
    await run();
    expect(await screen.findByText('Исполнитель назначен: 1 заявка')).toBeInTheDocument();
    expect(screen.getByLabelText('reads')).toHaveTextContent('1');
  });

  it('tells the general reason of a failure when it has no form', async () => {
    const onDone = vi.fn();
    const onFailed = vi.fn();
    answerWith({ code: 'BAD', errors: { executor_id: 'validation.invalid' } }, 400);
    await renderAction({ ...done, onDone, onFailed, refresh: true });

    await run();

    expect(await screen.findByText('Ошибка сервера. Повторите позже.')).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledOnce();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('errors')).toHaveTextContent('');
    expect(screen.getByLabelText('reads')).toHaveTextContent('1');
  });

  it('gives a 400’s field errors to its form instead of a notice', async () => {
    const onFailed = vi.fn();
    answerWith({ code: 'BAD', errors: { executor_id: 'validation.invalid' } }, 400);
    await renderAction({ ...done, onFailed, fields: (errors) => errors });

    await run();

    await waitFor(() =>
      expect(screen.getByLabelText('errors')).toHaveTextContent(
        '{"executor_id":"validation.invalid"}',
      ),
    );
    expect(onFailed).not.toHaveBeenCalled();
    expect(screen.queryByText('Некорректное значение')).toBeNull();
  });

  it('notifies the first field error when none is one of the form’s', async () => {
    const onFailed = vi.fn();
    answerWith({ code: 'CONFLICT', errors: { questionnaire: 'validation.already_renter' } }, 409);
    await renderAction({ ...done, onFailed, fields: () => ({}) });

    await run();

    expect(await screen.findByText('Из этой анкеты уже создан арендатор')).toBeInTheDocument();
    expect(onFailed).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('errors')).toHaveTextContent('');
  });
});
