import type { ReactNode } from 'react';
import { useAuth } from './authContext';
import { LanguageMenu } from './LanguageMenu';

/** The frame of the sign-in pages: brand, title, language switch, and the legal links. */
export const AuthCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const { t } = useAuth();
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
        {children}
        <div className="auth-legal">
          <a href="/terms-of-service">{t('app.legal.terms')}</a>
          <a href="/privacy-policy">{t('app.legal.privacy')}</a>
        </div>
      </div>
    </main>
  );
};
