import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
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

/** A list toolbar with the total on the left and the create button on the right. */
export const ListActions = ({
  total,
  createLabel,
  children,
}: {
  total: string;
  createLabel?: string;
  children?: ReactNode;
}) => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar sx={{ width: '100%', flexWrap: 'wrap', rowGap: 1 }}>
      <ListTotal message={total} />
      {children}
      {hasCreate && <CreateButton label={createLabel} />}
    </TopToolbar>
  );
};
