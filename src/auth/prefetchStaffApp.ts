/**
 * Asks the browser to fetch the staff app's first files into its cache (without running them)
 * while someone signs in, so the page after the sign-in starts at once. The server lists them
 * in the page's `<meta name="staff-app">`; the first call adds the prefetch links, later ones
 * do nothing.
 */
export const prefetchStaffApp = () => {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="staff-app"]');
  if (!meta || meta.dataset.prefetched) return;
  meta.dataset.prefetched = 'true';
  for (const href of meta.content.split(/\s+/).filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
};
