import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { RENTER_LETTER_PATH } from '../../routes';

/** A renter's way to its own letter to the organization, in words on a phone too. */
export const WriteLetterButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={RENTER_LETTER_PATH}
      variant={variant}
      size="small"
      startIcon={<EditNoteIcon />}
    >
      {translate('resources.documents.action.write')}
    </Button>
  );
};
