/** The service worker's address: the site root, so its scope covers every language. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The header naming the build a page was rendered by (dist/manifest.json `build`): the service worker
 * keeps only pages of its own build, whose scripts and stylesheet it holds.
 */
export const BUILD_HEADER = 'X-Build';
