import { createRoot } from 'react-dom/client';
import { isStaffPath, publicPageOf } from './routes';
import { installShortcuts } from './shortcuts';
import { checkVersion } from './versionCheck';

const boot = async () => {
  await checkVersion();
  installShortcuts();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const { pathname } = window.location;
  const page = publicPageOf(pathname);
  if (page || !isStaffPath(pathname)) {
    const { SiteApp } = await import('./site/SiteApp');
    root.render(<SiteApp page={page} />);
  } else {
    const { StaffApp } = await import('./admin/StaffApp');
    root.render(<StaffApp />);
  }
};

void boot();
