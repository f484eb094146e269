import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEPARTMENTS } from '../../../domain/employees';

const SEARCH_DELAY_MS = 400;

interface AccessFiltersProps {
  q: string;
  department: string;
  onChange: (next: { q: string; department: string }) => void;
}

/** Search by name, position or login (applied once typing pauses) and the department. */
export const AccessFilters = ({ q, department, onChange }: AccessFiltersProps) => {
  const translate = useTranslate();
  const [text, setText] = useState(q);
  useEffect(() => {
    if (text === q) return;
    const timer = setTimeout(() => onChange({ q: text, department }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, department, onChange]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
      <TextField
        size="small"
        type="search"
        label={translate('app.settings.access.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      <TextField
        select
        size="small"
        label={translate('app.settings.access.department')}
        value={department}
        onChange={(e) => onChange({ q: text, department: e.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        <MenuItem value="">{translate('app.settings.access.all_departments')}</MenuItem>
        {DEPARTMENTS.map((d) => (
          <MenuItem key={d} value={d}>
            {translate(`enums.department.${d}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
