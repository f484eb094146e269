import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './AuditLogList';

export default {
  list: AuditLogList,
} satisfies Omit<ResourceProps, 'name'>;
