// The demo's mock API worker: MSW's generated worker (mockServiceWorker.js, written by `npx msw init public`) for
// the mock API's requests only. MSW hands every request its worker sees to the page's main thread to decide whether
// a handler matches; a script chunk or image fetched while the page renders would wait for that thread. The
// handlers only match paths containing /api/ (src/mocks/http.ts), so everything else goes straight to the network.
self.addEventListener('fetch', (event) => {
  if (!new URL(event.request.url).pathname.includes('/api/')) event.stopImmediatePropagation();
});

self.importScripts('/mockServiceWorker.js');
