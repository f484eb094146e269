import { Avatar } from '@mui/material';
import { FunctionField } from 'react-admin';
import { DEFAULT_LOGO_URL } from '../../domain/constants';

/** A record's logo in a list, the default image when it has none (`source` names the column). */
export const LogoField = (_props: { source: 'logo_id'; sortable?: false }) => (
  <FunctionField<{ logo_url: string | null }>
    source="logo_id"
    sortable={false}
    render={(r) => <Avatar src={r.logo_url ?? DEFAULT_LOGO_URL} variant="rounded" alt="" />}
  />
);
