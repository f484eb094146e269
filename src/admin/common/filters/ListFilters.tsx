import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { FilterButton, FilterForm, useListContext, useTranslate } from 'react-admin';
import { usePhone } from '../usePhone';
import { FilterChips } from './FilterChips';
import { FilterDrawer } from './FilterDrawer';
import { type FilterInput, hasValue, isSearch } from './filterInputs';

/**
 * A list's filters, for `<List filters={<ListFilters inputs={…} />}>`: on a desktop react-admin's
 * own filter bar (and, in react-admin's default list actions, its button adding the filters
 * that are not always on); on a phone the search box and a "Filters" button (with the number in
 * use) that opens the other inputs in a drawer, and the active ones as removable chips.
 */
export const ListFilters = ({
  inputs,
  context = 'form',
}: {
  inputs: FilterInput[];
  /** Set by react-admin: `button` where the list's default actions place the filter button. */
  context?: 'form' | 'button';
}) => {
  const phone = usePhone();
  const search = inputs.filter(isSearch);
  const others = inputs.filter((input) => !isSearch(input));
  if (context === 'button') return phone ? null : <FilterButton filters={inputs} />;
  if (!phone || !others.length) return <FilterForm filters={inputs} />;
  return <PhoneFilters search={search} others={others} />;
};

const PhoneFilters = ({ search, others }: { search: FilterInput[]; others: FilterInput[] }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const count = others.filter((input) => hasValue(filterValues[input.props.source])).length;
  const label = translate('app.filters.title');
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {search.length > 0 && <FilterForm filters={search} />}
        </Box>
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          aria-label={count ? `${label} (${count})` : label}
          startIcon={
            <Badge badgeContent={count} color="primary">
              <FilterListIcon />
            </Badge>
          }
        >
          {label}
        </Button>
      </Stack>
      <FilterChips inputs={others} />
      <FilterDrawer inputs={others} open={open} onClose={() => setOpen(false)} />
    </Box>
  );
};
