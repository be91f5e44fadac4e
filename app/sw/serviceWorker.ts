/*
 * The service worker (scripts/build.ts bundles it into /sw.js; scope: the whole site). Pages a visitor
 * has opened stay readable offline; a page never opened answers, offline, with the offline page of
 * its language.
 *
 * One cache per build, named with the build id, and everything in it belongs to that build:
 * - precached at install: this build's stylesheet, all its scripts and its eight offline pages. All are
 *   content-hashed (/assets/NAME-HASH.*): an address names one content forever, so what the server
 *   answers for it is this build's file, or a 404 once a later deploy removed it; then the install
 *   fails and the browser installs that later build's sw.js instead.
 * - pages: network first (editors' changes show within a minute; the server's page cache makes that
 *   cheap), the kept copy only when the network fails. A page is kept only when it says it was
 *   rendered by this build (app/sw/offlinePages.ts): a page of a newer deploy, seen before the browser has
 *   fetched the newer sw.js, needs that deploy's scripts and never lands beside this build's.
 * - other hashed files (the request names its content): cache first.
 *
 * Pages kept under an older build are not served on: their HTML names the older build's scripts and
 * stylesheet, which a deploy removes from the server. Keeping the older cache beside this one would
 * keep every older build's files alive for as long as one of its pages is, and two builds' pages in
 * one browser. Dropping them would lose what the visitor opened at every deploy. So the install fetches
 * those addresses again (with the pages open in a window: the page that registered the worker was
 * loaded before it existed) and keeps this build's copies; what cannot be fetched now is dropped.
 * Activation then deletes every other build's cache: offline, exactly one build answers.
 */
import { keepsPage, offlinePage, type SiteBuild } from './offlinePages.ts';

// The few service-worker types used here: the project's type libraries describe a page and Cloudflare's workers.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The network's answer to a navigation, requested while the worker started (navigation preload). */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
declare const self: {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

/** Written by scripts/build.ts (esbuild `define`). */
declare const SITE_BUILD: SiteBuild;

const PREFIX = 'site-';
const CACHE = PREFIX + SITE_BUILD.build;
// At most this many pages fetched at once when carrying them over to a new build.
const CARRY_CONCURRENCY = 4;

const isAsset = (url: URL) => url.pathname.startsWith('/assets/');

/** Addresses of the pages other builds kept and of the pages open now, which this build keeps anew. */
async function pagesToCarry(): Promise<string[]> {
  const urls = new Set<string>();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    for (const req of await (await caches.open(name)).keys()) if (!isAsset(new URL(req.url))) urls.add(req.url);
  }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) urls.add(client.url.split('#')[0]!);
  return [...urls];
}

async function carryPages(cache: Cache): Promise<void> {
  const queue = await pagesToCarry();
  const fetchSome = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      const res = await fetch(href).catch(() => undefined);
      if (res && keepsPage(new URL(href), res, SITE_BUILD)) await cache.put(href, res);
      else await res?.body?.cancel();
    }
  };
  await Promise.all(Array.from({ length: CARRY_CONCURRENCY }, fetchSome));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(SITE_BUILD.precache);
      await carryPages(cache);
      // Pages served from now on are this build's; the older worker would keep none of them.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      // The page request starts while the worker starts, so going through it costs a page no time.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

async function page(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const res = (await event.preloadResponse) ?? (await fetch(event.request));
    if (keepsPage(url, res, SITE_BUILD)) {
      const copy = res.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(url.href, copy)));
    }
    return res;
  } catch {
    // No network: the kept copy, else the offline page in the address's language.
    const cache = await caches.open(CACHE);
    return (await cache.match(url.href, { ignoreVary: true })) ?? (await cache.match(offlinePage(url, SITE_BUILD))) ?? Response.error();
  }
}

async function asset(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request, { ignoreVary: true });
  if (hit) return hit;
  const res = await fetch(event.request);
  if (res.status === 200) {
    const copy = res.clone();
    event.waitUntil(cache.put(event.request, copy));
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  url.hash = '';
  // Everything else (posts, other sites, feeds, images) goes to the network as without a worker.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (isAsset(url)) event.respondWith(asset(event));
});
