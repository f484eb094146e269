/*
 * Arenda CRM push service worker. Firebase Cloud Messaging delivers data-only messages
 * ({data: {title, body, link}}); this worker shows each one and opens its link when clicked.
 * It needs no Firebase code: the page subscribes through the Firebase SDK with this registration.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
      icon: '/favicon.svg',
      data: { link },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(self.clients.openWindow(url));
});
