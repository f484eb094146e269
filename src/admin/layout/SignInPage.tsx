import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A sign-in page asked for inside the staff app (a temporary password, a refused session): it
 * belongs to the light sign-in entry, so the browser loads it afresh.
 */
export const SignInPage = () => {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}`), [pathname, search]);
  return null;
};
