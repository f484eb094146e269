import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { CanAccess, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { demoUser } from '../../mocks/handlers';
import type { Questionnaire } from '../../src/domain/questionnaire';
import type { CurrentUser } from '../../src/domain/user';
import type { QuestionnaireStatus } from '../../src/domain/waitingList';
import { session } from '../../src/providers/session';
import { MakeRenterButton } from '../../src/resources/application-forms/MakeRenterButton';
import { QuestionnaireMoves } from '../../src/resources/application-forms/QuestionnaireMoves';
import { renderStaff } from './renderStaff';
import { server } from './setup';

const landlord = {
  ...demoUser,
  id: 2,
  login: 'landlord',
  role: 'landlord',
  renter_id: null,
} as CurrentUser;

const questionnaire = (status: QuestionnaireStatus, renter_id: number | null = null) =>
  ({
    id: 7,
    landlord_id: 1,
    object_id: null,
    object_name: null,
    bin_iin: '190240448955',
    company_name: 'ТОО «Синнабон Алматы»',
    legal_address: 'г. Алматы, пр. Достык, 10',
    director_full_name: null,
    bank: null,
    bik: null,
    iik: null,
    brand_name: 'Cinnabon',
    category: 'food',
    brand_country: 'США',
    years_in_business: 40,
    segment: 'middle',
    stores_count: 8,
    media_link: null,
    average_check: 2600,
    turnover_per_sqm: null,
    area_min: 15,
    area_max: 25,
    turnover_tenge: null,
    power_min_kw: null,
    power_max_kw: null,
    floor: '1',
    store_format: 'island',
    water_supply: true,
    indoor_supply: null,
    file_link_1: null,
    file_link_2: null,
    contact_full_name: 'Дюсенов Алибек Жумабекович',
    email: 'leasing@cinnabon-almaty.kz',
    work_phone: null,
    phone: '+77470794307',
    comment: null,
    additional_info: null,
    status,
    renter_id,
    created_at: '2026-10-12T09:51:42.093Z',
    updated_at: '2026-10-18T20:29:19.698Z',
  }) satisfies Questionnaire;

const renderActions = async (record: Questionnaire, user: CurrentUser = landlord) => {
  await renderStaff(
    <ResourceContextProvider value="application-forms">
      <RecordContextProvider value={record}>
        <QuestionnaireMoves />
        <CanAccess action="edit" record={record} accessDenied={<p>refused</p>}>
          <p>allowed</p>
        </CanAccess>
        <MakeRenterButton />
      </RecordContextProvider>
    </ResourceContextProvider>,
    user,
  );
};

/** The names of the buttons on screen once the permission checks have answered. */
const buttonNames = async (expected: number) => {
  await waitFor(() => expect(screen.queryAllByRole('button')).toHaveLength(expected));
  return screen.getAllByRole('button').map((b) => b.textContent);
};

afterEach(() => session.reset());

describe('questionnaire status buttons', () => {
  it.each([
    ['new', ['Взять в обработку']],
    ['in_process', ['В лист ожидания', 'Отклонить', 'Сделать арендатором']],
    ['waiting', ['Вернуть в обработку', 'Сделать арендатором']],
  ] as const)('offer from %s only the moves it allows', async (status, names) => {
    await renderActions(questionnaire(status));
    expect(await buttonNames(names.length)).toEqual(names);
  });

  it('offer nothing on a rejected questionnaire', async () => {
    await renderActions(questionnaire('reject'));
    await screen.findByText('allowed');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('no longer offer "make renter" once a renter was made', async () => {
    await renderActions(questionnaire('waiting', 12));
    expect(await buttonNames(1)).toEqual(['Вернуть в обработку']);
  });

  it('are not there for the superadmin, who only reads the waiting list', async () => {
    await renderActions(questionnaire('in_process'), {
      ...landlord,
      role: 'superadmin',
      landlord_id: null,
    });
    await screen.findByText('refused');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('send the chosen status and ask before rejecting', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('/api/application-forms/7/status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ ...questionnaire('reject'), history: [] });
      }),
    );
    await renderActions(questionnaire('in_process'));
    await userEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Отклонить анкету «Cinnabon»?');
    expect(sent).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'reject' }]));
  });
});

describe('make renter', () => {
  it('pre-fills the renter from the questionnaire and shows the server’s field error beside it', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/rooms', () =>
        HttpResponse.json([], { headers: { 'Content-Range': 'rooms 0-0/0' } }),
      ),
      http.post('/api/application-forms/7/renter', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { code: 'CONFLICT', message: 'Already exists', errors: { bin_iin: 'validation.unique' } },
          { status: 409 },
        );
      }),
    );
    await renderActions(questionnaire('waiting'));
    await userEvent.click(await screen.findByRole('button', { name: 'Сделать арендатором' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Юр. лицо / ИП' })).toHaveValue(
      'ТОО «Синнабон Алматы»',
    );
    expect(within(dialog).getByLabelText('Торговая точка')).toHaveValue('Cinnabon');
    const bin = within(dialog).getByRole('textbox', { name: 'БИН/ИИН' });
    expect(bin).toHaveValue('190240448955');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать арендатора' }));

    await waitFor(() => expect(bin).toHaveAccessibleDescription('Такое значение уже существует'));
    expect(bin).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      legal_name: 'ТОО «Синнабон Алматы»',
      bin_iin: '190240448955',
      outlet_name: 'Cinnabon',
      category: 'food',
      status: 'active',
    });
    expect(sent[0]).not.toHaveProperty('brand_name');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
