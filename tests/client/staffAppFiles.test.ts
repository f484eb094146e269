import { afterEach, describe, expect, it } from 'vitest';
import { prefetchStaffApp, preloadStaffApp } from '../../src/staffAppFiles';

const listStaffApp = (content: string) => {
  const meta = document.createElement('meta');
  meta.name = 'staff-app';
  meta.content = content;
  document.head.append(meta);
};
const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => [
    l.rel,
    l.getAttribute('href'),
    l.crossOrigin,
  ]);

afterEach(() => {
  for (const e of document.head.querySelectorAll('meta, link')) e.remove();
});

describe("the staff app's files listed by the server", () => {
  it('are preloaded as modules once, when the staff app is about to start', () => {
    listStaffApp('/assets/StaffApp-1.js  /assets/journal-2.js');
    preloadStaffApp();
    preloadStaffApp();
    expect(links()).toEqual([
      ['modulepreload', '/assets/StaffApp-1.js', ''],
      ['modulepreload', '/assets/journal-2.js', ''],
    ]);
  });

  it('are prefetched into the cache once, while someone signs in', () => {
    listStaffApp('/assets/StaffApp-1.js');
    prefetchStaffApp();
    prefetchStaffApp();
    expect(links()).toEqual([['prefetch', '/assets/StaffApp-1.js', '']]);
  });

  it('are nothing on a page the server listed none for', () => {
    preloadStaffApp();
    expect(links()).toEqual([]);
  });
});
