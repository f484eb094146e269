import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ALERT_DURATION_MS } from '../../domain/constants';
import { HOME_PATH } from '../../routes';

let noticeShownAt = 0;

/**
 * A page the user may not open: home, with "no access, contact your administrator". The notice
 * shows once however many refusals arrive together (a page and its requests).
 */
export const NoAccess = () => {
  const notify = useNotify();
  useEffect(() => {
    if (Date.now() - noticeShownAt < ALERT_DURATION_MS) return;
    noticeShownAt = Date.now();
    notify('app.access.no_access', { type: 'warning' });
  }, [notify]);
  return <Navigate to={HOME_PATH} replace />;
};
