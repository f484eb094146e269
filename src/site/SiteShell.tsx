import type { ReactNode } from 'react';
import { STORAGE_KEYS } from '../domain/constants';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const signedIn = () =>
  Boolean(localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token));

/** Every public page: header, the page, footer. */
export const SiteShell = ({ children, wide }: { children: ReactNode; wide?: boolean }) => (
  <div className="site">
    <SiteHeader signedIn={signedIn()} />
    <main id="main" className={wide ? 'site-main site-main-wide' : 'site-main'}>
      {children}
    </main>
    <SiteFooter />
  </div>
);
