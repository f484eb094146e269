import type { ReactNode } from 'react';
import { openedOffline, useOnline } from '../providers/online';
import { useAuth } from './authContext';
import { LanguageMenu } from './LanguageMenu';

/**
 * The frame of the sign-in pages: brand, title, language switch, and the legal links; offline
 * (no network, or the page is the service worker's kept copy), a notice saying so.
 */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useAuth();
  const online = useOnline();
  return (
    <main className="auth">
      <div className="auth-card">
        <div className="auth-top">
          <a className="auth-brand" href="/">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <span>{t('app.name')}</span>
          </a>
          <LanguageMenu />
        </div>
        <h1>{title}</h1>
        {(!online || openedOffline()) && (
          <p className="auth-notice auth-notice-warning" role="status">
            {t('app.connection.offline')}
          </p>
        )}
        {children}
        <div className="auth-legal">
          <a href="/terms-of-service">{t('app.legal.terms')}</a>
          <a href="/privacy-policy">{t('app.legal.privacy')}</a>
        </div>
      </div>
    </main>
  );
};
