import { TablePagination } from '@mui/material';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LocalDateField } from '../../src/admin/common/LocalDateField';
import { LocalNumberField } from '../../src/admin/common/LocalNumberField';
import { StaffDefaults } from '../../src/admin/layout/StaffDefaults';
import { HolidaysPanel } from '../../src/admin/settings/HolidaysPanel';
import type { RealtyObject } from '../../src/domain/objects';
import { Occupancy } from '../../src/resources/objects/Occupancy';
import { renderStaff } from './renderStaff';

const _ = '\u00a0';
/** Testing Library folds a no-break space into a space by default: these texts keep theirs. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

/** The staff app in Kazakh, as a person who switched to it sees it. */
const renderKazakh = (ui: React.ReactNode) => {
  localStorage.setItem('selected-language', 'kk');
  return renderStaff(ui);
};

describe('the staff app in Kazakh', () => {
  it('writes dates and numbers by the product’s rules, not the browser’s', async () => {
    const object = {
      rooms_occupied: 25,
      rooms_total: 30,
      area_occupied: 1483.75,
      area_total: 1844,
    } as RealtyObject;
    await renderKazakh(
      <RecordContextProvider
        value={{ id: 1, created_at: new Date(2026, 10, 23, 15, 51, 37).toISOString(), area: 83.5 }}
      >
        <LocalDateField source="created_at" showTime />
        <LocalNumberField source="area" />
        <Occupancy object={object} />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('23.11.2026, 15:51')).toBeInTheDocument();
    expect(screen.getByText('83,5')).toBeInTheDocument();
    expect(
      screen.getByText(`30 үй-жайдың 25 бос емес, 1${_}844 м² ішінен 1${_}483,75 м²`, exact),
    ).toBeInTheDocument();
  });

  it('names public holidays in Kazakh and keeps a name the landlord typed', async () => {
    await renderKazakh(
      <HolidaysPanel
        canManage={false}
        holidays={[
          { date: `${new Date().getFullYear()}-12-16`, name: 'День Независимости' },
          { date: `${new Date().getFullYear()}-12-30`, name: 'Санитарный день' },
        ]}
      />,
    );
    expect(await screen.findByText('Тәуелсіздік күні')).toBeInTheDocument();
    expect(screen.getByText('Санитарный день')).toBeInTheDocument();
    expect(screen.queryByText('День Независимости')).toBeNull();
    expect(
      screen.getByText(new RegExp(`^${new Date().getFullYear()} ж\\. 16 желтоқсан, `)),
    ).toBeInTheDocument();
  });

  it('names the pagination arrows in Kazakh where react-admin leaves them to MUI (a phone)', async () => {
    await renderKazakh(
      <StaffDefaults>
        <TablePagination
          component="div"
          count={40}
          page={1}
          rowsPerPage={10}
          rowsPerPageOptions={[]}
          onPageChange={() => {}}
        />
      </StaffDefaults>,
    );
    expect(await screen.findByRole('button', { name: 'Алдыңғы бетке өту' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Келесі бетке өту' })).toBeEnabled();
  });
});
