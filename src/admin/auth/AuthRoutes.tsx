import { Route } from 'react-router-dom';
import { FirstLoginPage } from './FirstLoginPage';
import { LoginPage } from './LoginPage';
import { RefreshPasswordPage } from './RefreshPasswordPage';
import { RestorePasswordPage } from './RestorePasswordPage';

/** The sign-in pages under `/auth`, outside the layout and open to guests. */
export const AuthRoutes = [
  <Route key="login" path="/auth" element={<LoginPage />} />,
  <Route key="restore" path="/auth/restore-password" element={<RestorePasswordPage />} />,
  <Route key="refresh" path="/auth/refresh-password" element={<RefreshPasswordPage />} />,
  <Route key="first" path="/auth/first-login" element={<FirstLoginPage />} />,
];
