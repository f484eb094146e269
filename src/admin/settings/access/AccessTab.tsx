import { Alert, Button, Card, CardContent, TablePagination, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { EmployeeAccessInput } from '../../../domain/accessGrants';
import { usePhone } from '../../common/usePhone';
import { QueryStatus } from '../QueryStatus';
import { AccessFilters } from './AccessFilters';
import { AccessPhone } from './AccessPhone';
import { AccessTable } from './AccessTable';
import { ACCESS_PAGE_SIZE, type AccessFilter, useAccessChanges, useAccessPage } from './accessApi';
import { BulkBar } from './BulkBar';
import { LevelLegend } from './LevelLegend';
import { useGranter } from './useGranter';

/** `?employee=ID` narrows the grid to one employee (the link from an employee's card). */
const employeeParam = (params: URLSearchParams) => {
  const id = Number(params.get('employee'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Settings → "Employees and access": each employee's level in every module with screens, and
 * notification sending; changes are saved one by one, for a selection, or from a preset.
 */
const AccessTab = () => {
  const translate = useTranslate();
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const employee = employeeParam(params);
  const [search, setSearch] = useState({ q: '', department: '' });
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const filter: AccessFilter = { ...search, employee };
  const query = useAccessPage(filter, page);
  const granter = useGranter();
  const { single, bulk } = useAccessChanges();
  const rows = query.data?.rows ?? [];
  const onSearch = useCallback((next: { q: string; department: string }) => {
    setSearch(next);
    setPage(0);
    setSelected([]);
  }, []);
  const controls = {
    granter,
    save: (id: number, body: EmployeeAccessInput) => single.mutate({ id, body }),
    busy: (id: number) => bulk.isPending || (single.isPending && single.variables?.id === id),
  };

  return (
    // `contain` lets the table scroll sideways inside the card instead of widening the page
    <Card sx={{ contain: 'inline-size' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.settings.access.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.settings.access.hint')}
        </Typography>
        <LevelLegend expanded={!phone} />
        {employee === null ? (
          <AccessFilters q={search.q} department={search.department} onChange={onSearch} />
        ) : (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => setParams({ tab: 'access' })}>
                {translate('app.settings.access.show_all')}
              </Button>
            }
          >
            {translate('app.settings.access.one_employee')}
          </Alert>
        )}
        <QueryStatus query={query} />
        {query.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary">{translate('app.settings.access.empty')}</Typography>
        )}
        {!phone && selected.length > 0 && (
          <BulkBar
            rows={rows.filter((r) => selected.includes(r.id))}
            granter={granter}
            busy={bulk.isPending}
            apply={(change) => bulk.mutate(change, { onSuccess: () => setSelected([]) })}
          />
        )}
        {rows.length > 0 &&
          (phone ? (
            <AccessPhone {...controls} rows={rows} current={picked} onPick={setPicked} />
          ) : (
            <AccessTable {...controls} rows={rows} selected={selected} onSelect={setSelected} />
          ))}
        {(query.data?.total ?? 0) > ACCESS_PAGE_SIZE && (
          <TablePagination
            component="div"
            count={query.data?.total ?? 0}
            page={page}
            rowsPerPage={ACCESS_PAGE_SIZE}
            rowsPerPageOptions={[ACCESS_PAGE_SIZE]}
            onPageChange={(_, next) => {
              setPage(next);
              setSelected([]);
            }}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default AccessTab;
