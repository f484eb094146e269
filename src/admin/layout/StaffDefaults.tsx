import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyList } from '../common/EmptyList';

type PageButton = 'first' | 'last' | 'next' | 'previous';

/**
 * What every staff page shares and the theme cannot say by itself, being language-free: an
 * empty list shows the product's empty page ("no tenants yet" and the create button) rather
 * than react-admin's, and the pagination arrows are named in the interface language on a phone
 * too (react-admin names them on a desktop only; MUI's default is English).
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
      },
    }),
    [translate],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};
