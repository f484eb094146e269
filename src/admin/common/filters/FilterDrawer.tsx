import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { cloneElement, useId } from 'react';
import { FilterFormBase, FilterLiveForm, useListContext, useTranslate } from 'react-admin';
import { type FilterInput, withoutSources } from './filterInputs';

/**
 * The list's filters in a sheet from the bottom of a phone's screen, one full-width input a
 * line; each applies as it is set, like the desktop's, so "Done" only closes the sheet.
 */
export const FilterDrawer = ({
  inputs,
  open,
  onClose,
}: {
  inputs: readonly FilterInput[];
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const sources = inputs.map((input) => input.props.source);
  // Every input is shown here: none needs adding first, so none carries a "hide" button.
  const shown = inputs.map((input) => cloneElement(input, { alwaysOn: true }));
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
        <Typography id={titleId} variant="h6" sx={{ flex: 1 }}>
          {translate('app.filters.title')}
        </Typography>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        sx={{
          px: 2,
          overflowY: 'auto',
          '& .filter-field': { width: '100%' },
          '& .filter-field > *:first-of-type': { flex: 1 },
          '& .RaFilterFormInput-spacer, & .MuiFormHelperText-root': { display: 'none' },
        }}
      >
        <FilterLiveForm>
          <FilterFormBase filters={shown} />
        </FilterLiveForm>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', p: 2, gap: 1 }}>
        <Button
          onClick={() =>
            setFilters(
              withoutSources(filterValues, sources),
              withoutSources(displayedFilters, sources),
            )
          }
        >
          {translate('app.filters.reset')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate('app.filters.done')}
        </Button>
      </Stack>
    </Drawer>
  );
};
