import { ISLAND_ATTR, PROPS_ATTR, type IslandName } from './hydration/marker.ts';
import { SERVICE_WORKER_PATH } from '../shared/serviceWorker.ts';

// One lazily imported chunk per island: a page downloads only the islands it contains. This list
// is the registry of islands: the server marker takes its names and props from it.
const loaders = {
  header: () => import('./islands/header.client.ts'),
  countdown: () => import('./islands/countdown.client.ts'),
  newsletter: () => import('./islands/newsletter.client.ts'),
  share: () => import('./islands/share.client.ts'),
  video: () => import('./islands/video.client.ts'),
  lazyImage: () => import('./islands/lazyImage.client.ts'),
  progress: () => import('./islands/progress.client.ts'),
  companionSummary: () => import('./islands/companionSummary.client.ts'),
};
export type IslandLoaders = typeof loaders;

async function mountIsland(el: HTMLElement): Promise<void> {
  const name = el.getAttribute(ISLAND_ATTR) as IslandName;
  const load = loaders[name];
  if (!load) throw new Error(`unknown island ${name}`);
  const { mount } = await load();
  await mount(el, JSON.parse(el.getAttribute(PROPS_ATTR) ?? '{}'));
}

async function boot(): Promise<void> {
  const markers = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
  const results = await Promise.allSettled(markers.map(mountIsland));
  for (const r of results) if (r.status === 'rejected') console.error('island failed', r.reason);
  // Browser tests wait for this flag instead of guessing when hydration is done.
  document.body.setAttribute('data-client-loaded', 'true');
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void boot(), { once: true });
else void boot();

// Keeps opened pages for offline reading (app/sw/serviceWorker.ts). After `load`, so its downloads
// never compete with this page's; a browser that refuses it (private mode) just keeps nothing.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(console.warn), { once: true });
}
