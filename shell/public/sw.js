/* The portal's service worker (SPEC §7): shows the notifications the backend pushes and opens the
   portal where a notification points when it is clicked. */

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function payloadOf(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  const title = typeof payload.title === 'string' ? payload.title : 'Volunteering marketplace';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      data: { url: typeof payload.url === 'string' ? payload.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const there = windows.find((client) => client.url === url);
      if (there) return there.focus();
      // An open portal tab goes to the page rather than a second tab opening beside it.
      const portal = windows.find((client) => 'navigate' in client);
      if (!portal) return self.clients.openWindow(url);
      return portal
        .focus()
        .then((focused) => focused.navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
