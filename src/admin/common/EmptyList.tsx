import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  CreateButton,
  useCanAccess,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
} from 'react-admin';

/**
 * An empty list in words a person would use ("no contractors yet"), with what to do next and
 * the create button when the resource has a create page and the user may create; `children`
 * offer another next step. `message` and `hint` name other words than the resource's `empty`
 * and `empty_hint` (a tab's own).
 */
export const EmptyList = ({
  createLabel,
  message,
  hint,
  children,
}: {
  createLabel?: string;
  message?: string;
  hint?: string;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { hasCreate } = useResourceDefinition();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, width: '100%' }}>
      <InboxIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h6" sx={{ mt: 1 }}>
        {translate(message ?? `resources.${resource}.empty`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(hint ?? `resources.${resource}.empty_hint`, { _: translate('ra.page.invite') })}
      </Typography>
      {hasCreate && canAccess && (
        <CreateButton
          variant="contained"
          label={createLabel ?? `resources.${resource}.page.create`}
        />
      )}
      {children}
    </Box>
  );
};
