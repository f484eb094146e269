import { Typography } from '@mui/material';
import { CreateButton, TopToolbar, useListContext, useTranslate } from 'react-admin';

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
export const ListActions = ({ total, createLabel }: { total: string; createLabel?: string }) => (
  <TopToolbar sx={{ width: '100%' }}>
    <ListTotal message={total} />
    <CreateButton label={createLabel} />
  </TopToolbar>
);
