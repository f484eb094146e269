import { Typography } from '@mui/material';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import {
  CreateButton,
  TopToolbar,
  useListContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';

/** The list's total ("Всего: 42"), from the same count the pagination uses. */
const ListTotal = ({ message }: { message: string }) => {
  const translate = useTranslate();
  const { total } = useListContext();
  if (total === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', alignSelf: 'center' }}>
      {translate(message, { smart_count: total })}
    </Typography>
  );
};

/**
 * A list toolbar with the total on the left and the create button on the right; the list's
 * filters (react-admin hands them to its actions) add their "add filter" button, as react-admin's
 * own actions do, so filters that are not always on can be reached.
 */
export const ListActions = ({
  total,
  createLabel,
  children,
  filters,
}: {
  total: string;
  createLabel?: string;
  children?: ReactNode;
  filters?: ReactElement;
}) => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar sx={{ width: '100%', flexWrap: 'wrap', rowGap: 1 }}>
      <ListTotal message={total} />
      {isValidElement(filters) &&
        cloneElement(filters as ReactElement<{ context: string }>, { context: 'button' })}
      {children}
      {hasCreate && <CreateButton label={createLabel} />}
    </TopToolbar>
  );
};
