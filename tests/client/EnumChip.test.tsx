import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EnumChip } from '../../src/admin/common/EnumChip';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { inboxEnumOf, inboxStatusChoices } from '../../src/resources/inbox/inboxChoices';

const renderChip = async (record: Record<string, unknown>, enumKey: string) => {
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={await createI18nProvider()} store={memoryStore()}>
        <RecordContextProvider value={record}>
          <EnumChip source="status" enumKey={enumKey} colors={{ new: 'info' }} />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
};

describe('enum chips and choices', () => {
  it('show the value in the enum’s words and colour', async () => {
    await renderChip({ id: 1, status: 'new' }, inboxEnumOf('support-messages'));
    const chip = (await screen.findByText('Новое')).closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorInfo');
  });

  it('fall back to the quiet colour for a value without one', async () => {
    await renderChip({ id: 1, status: 'closed' }, inboxEnumOf('demo-requests'));
    const chip = (await screen.findByText('Закрыта')).closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorDefault');
  });

  it('name each inbox’s choices in its own enum', () => {
    expect(inboxStatusChoices('support-messages')[0]).toEqual({
      id: 'new',
      name: 'enums.support_message_status.new',
    });
    expect(inboxStatusChoices('demo-requests')[0].name).toBe('enums.inbox_status.new');
  });
});
