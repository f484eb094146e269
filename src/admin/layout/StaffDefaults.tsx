import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyList } from '../common/EmptyList';

type PageButton = 'first' | 'last' | 'next' | 'previous';

/**
 * What every staff page shares and the theme cannot say by itself, being language-free: an
 * empty list shows the product's empty page ("no tenants yet" and the create button) rather
 * than react-admin's, and MUI's English defaults speak the interface language: the pagination
 * arrows on a phone too (react-admin names them on a desktop only), the pagination's own
 * landmark, and every autocomplete's buttons and messages (react-admin's inputs name their
 * buttons, plain MUI ones do not, and neither says "no options").
 */
export const StaffDefaults = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const theme = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        RaList: {
          ...outer.components?.RaList,
          defaultProps: { empty: <EmptyList />, ...outer.components?.RaList?.defaultProps },
        },
        MuiTablePagination: {
          ...outer.components?.MuiTablePagination,
          defaultProps: {
            ...outer.components?.MuiTablePagination?.defaultProps,
            getItemAriaLabel: (type: PageButton) => translate(`ra.navigation.${type}`),
          },
        },
        MuiPagination: {
          ...outer.components?.MuiPagination,
          defaultProps: {
            ...outer.components?.MuiPagination?.defaultProps,
            'aria-label': translate('app.pagination'),
          },
        },
        MuiAutocomplete: {
          ...outer.components?.MuiAutocomplete,
          defaultProps: {
            ...outer.components?.MuiAutocomplete?.defaultProps,
            openText: translate('ra.action.open'),
            closeText: translate('ra.action.close'),
            clearText: translate('ra.action.clear_input_value'),
            loadingText: translate('ra.page.loading'),
            noOptionsText: translate('app.no_options'),
          },
        },
      },
    }),
    [translate],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
