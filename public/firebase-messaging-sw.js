/*
 * Arenda CRM's service worker, registered by the staff app for every signed-in user at scope
 * "/" as `/firebase-messaging-sw.js?v=<build>` (src/push/register.ts).
 *
 * Push: Firebase Cloud Messaging delivers data-only messages ({data: {title, body, link}}); this
 * worker shows each one and opens its link when clicked. It needs no Firebase code: the page
 * subscribes through the Firebase SDK with this registration.
 *
 * Offline: the app's page and files are kept in one cache per build, so the sign-in page and
 * the last screen open without a network (the app then says it is offline):
 * - a page (navigation): the network first, the kept page when there is none;
 * - `/assets/*` (hashed, never changed): the kept copy first, else the network, then kept;
 * - the manifest, icons and logos: the network first, the kept copy offline;
 * - `/api/*` and everything else: never touched, never kept.
 * A new build is a new worker (its own `?v=`), which fills its own cache and drops the others.
 */
const BUILD = new URL(self.location.href).searchParams.get('v') || 'dev';
const PREFIX = 'arenda-app-';
const CACHE = `${PREFIX}${BUILD}`;
/** The key the app's page is kept under, and the page fetched for it: the sign-in page, whose
 * HTML names the entry, the sign-in files and (in `<meta name="staff-app">`) the staff app's. */
const SHELL = '/index.html';
const SHELL_SOURCE = '/auth';
const STATIC_FILES = [
  '/favicon.svg',
  '/default-logo.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/manifest.ru.webmanifest',
  '/manifest.kk.webmanifest',
  '/manifest.en.webmanifest',
];
const MATCH = { ignoreVary: true };

/** The app's files a page names: its entry, preloads, stylesheets and staff-app list. */
const assetsOf = (html) => [...new Set(html.match(/\/assets\/[\w./-]+\.(?:js|css)/g) || [])];

/** Keeps each of `urls` not kept yet; one that fails is skipped (it is fetched when needed). */
const keep = async (cache, urls) => {
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url, MATCH)) return;
      await cache.add(url).catch(() => undefined);
    }),
  );
};

/** The page and the files it starts with; never fails the install (push must not wait on it). */
const keepShell = async () => {
  const cache = await caches.open(CACHE);
  try {
    const page = await fetch(SHELL_SOURCE, { cache: 'no-cache', credentials: 'same-origin' });
    if (!page.ok) return;
    const html = await page.clone().text();
    await cache.put(SHELL, page);
    await keep(cache, [...assetsOf(html), ...STATIC_FILES]);
  } catch {
    // No network now: the app's files are kept as the pages fetch them.
  }
};

self.addEventListener('install', (event) => {
  event.waitUntil(keepShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)),
      );
      // A page's request starts while the worker wakes up, instead of after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * The page from the network; offline, the kept one, marked `<meta name="offline-copy">` so the
 * app says it is offline (a browser's `navigator.onLine` may not know).
 */
const page = async (event) => {
  try {
    return (await event.preloadResponse) || (await fetch(event.request));
  } catch (error) {
    const kept = await caches.match(SHELL, { ...MATCH, cacheName: CACHE });
    if (!kept) throw error;
    const html = (await kept.text()).replace(
      '<head>',
      '<head>\n    <meta name="offline-copy" content="1" />',
    );
    return new Response(html, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }
};

/** A hashed file: kept forever under its name, so the kept copy is always right. */
const asset = async (event) => {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request, MATCH);
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') {
    event.waitUntil(cache.put(event.request, response.clone()));
  }
  return response;
};

/** A file whose name stays (icons, manifests, logos): fresh online, the kept copy offline. */
const file = async (event) => {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(cache.put(event.request, response.clone()));
    return response;
  } catch (error) {
    const kept = await cache.match(event.request, MATCH);
    if (kept) return kept;
    throw error;
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(event));
  else if (STATIC_FILES.includes(url.pathname)) event.respondWith(file(event));
});

/** The page names the files it already runs on (fetched before this worker took it over). */
self.addEventListener('message', (event) => {
  const { type, urls } = event.data || {};
  if (type !== 'keep' || !Array.isArray(urls)) return;
  const own = urls.filter((u) => typeof u === 'string' && u.startsWith('/assets/'));
  event.waitUntil(caches.open(CACHE).then((cache) => keep(cache, own)));
});

const payloadOf = (event) => {
  try {
    const message = event.data ? event.data.json() : {};
    return message.data || message.notification || {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
};

self.addEventListener('push', (event) => {
  const data = payloadOf(event);
  const link = data.link || '/notifications';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Arenda CRM', {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(self.clients.openWindow(url));
});
