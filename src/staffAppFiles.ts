/**
 * The staff app's files for this page, as the server lists them in `<meta name="staff-app">`:
 * a staff page fetches them all at once when someone is signed in (instead of chunk after
 * chunk), a sign-in page into the cache while someone signs in. Each runs once per page.
 */
const fetchStaffApp = (rel: 'modulepreload' | 'prefetch') => {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="staff-app"]');
  if (!meta || meta.dataset.fetched) return;
  meta.dataset.fetched = rel;
  for (const href of meta.content.split(/\s+/).filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};

/** Now, at full priority: the staff app is about to start. */
export const preloadStaffApp = () => fetchStaffApp('modulepreload');

/** Into the cache without running it: the page after a sign-in starts at once. */
export const prefetchStaffApp = () => fetchStaffApp('prefetch');
