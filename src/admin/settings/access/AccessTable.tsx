import {
  Checkbox,
  styled,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { type EmployeeAccess, GRANTABLE_MODULES } from '../../../domain/accessGrants';
import { heldMore, LevelPicker } from './LevelPicker';
import { NotificationSwitch, PresetMenu, type RowProps, useCaption } from './RowControls';

const CHECK_WIDTH = 48;

/** The selection and employee columns stay in view while the module columns scroll sideways. */
const CheckCell = styled(TableCell)(({ theme }) => ({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  width: CHECK_WIDTH,
  backgroundColor: theme.palette.background.paper,
}));

const NameCell = styled(TableCell)(({ theme }) => ({
  position: 'sticky',
  left: CHECK_WIDTH,
  zIndex: 1,
  minWidth: 260,
  backgroundColor: theme.palette.background.paper,
}));

const LevelCell = styled(TableCell)({ minWidth: 140, paddingLeft: 4, paddingRight: 4 });

interface AccessTableProps extends Omit<RowProps, 'row' | 'locked'> {
  rows: EmployeeAccess[];
  /** Whether a change of this row is being saved. */
  busy: (id: number) => boolean;
  selected: number[];
  onSelect: (ids: number[]) => void;
}

/** Every employee a row, every module with screens a column, each cell a level picker. */
export const AccessTable = ({ rows, busy, selected, onSelect, ...controls }: AccessTableProps) => {
  const translate = useTranslate();
  const caption = useCaption();
  const selectable = rows.filter((r) => !controls.granter.isOwn(r)).map((r) => r.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  const toggle = (id: number) =>
    onSelect(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.settings.access.title')}>
        <TableHead>
          <TableRow>
            <CheckCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={!all && selected.length > 0}
                disabled={selectable.length === 0}
                onChange={() => onSelect(all ? [] : selectable)}
                slotProps={{
                  input: { 'aria-label': translate('app.settings.access.select_all') },
                }}
              />
            </CheckCell>
            <NameCell>{translate('app.settings.access.employee')}</NameCell>
            <TableCell>{translate('app.settings.access.presets')}</TableCell>
            <TableCell>{translate('app.access.notification_access')}</TableCell>
            {GRANTABLE_MODULES.map((m) => (
              <LevelCell key={m}>{translate(`app.access.modules.${m}`)}</LevelCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const own = controls.granter.isOwn(row);
            const props = { ...controls, row, locked: own || busy(row.id) };
            return (
              <TableRow key={row.id} selected={selected.includes(row.id)}>
                <CheckCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(row.id)}
                    disabled={own}
                    onChange={() => toggle(row.id)}
                    slotProps={{
                      input: {
                        'aria-label': translate('app.settings.access.select_row', {
                          name: row.full_name,
                        }),
                      },
                    }}
                  />
                </CheckCell>
                <NameCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {row.full_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {caption(row, own)}
                  </Typography>
                </NameCell>
                <TableCell padding="checkbox" align="center">
                  <PresetMenu {...props} />
                </TableCell>
                <TableCell padding="checkbox" align="center">
                  <NotificationSwitch {...props} />
                </TableCell>
                {GRANTABLE_MODULES.map((m) => (
                  <LevelCell key={m}>
                    <LevelPicker
                      value={row.access[m]}
                      allowed={controls.granter.levelsFor(m)}
                      disabled={props.locked}
                      refusal={heldMore(controls.granter, row, m)}
                      onChange={(level) => controls.save(row.id, { access: { [m]: level } })}
                      label={translate('app.settings.access.level_for', {
                        module: translate(`app.access.modules.${m}`),
                        name: row.full_name,
                      })}
                    />
                  </LevelCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
