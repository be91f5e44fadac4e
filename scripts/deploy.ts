/**
 * `npm run deploy`: deploys only with a public origin in SITE_URL (from the environment, else
 * wrangler.toml [vars]); without one, canonical URLs, feeds and the sitemap would follow each request's
 * Host header. The value goes to the worker with `--var`, so wrangler.toml can keep it empty for local
 * development. Extra arguments go to `wrangler deploy` (e.g. `-- --dry-run`).
 */
import { spawnSync } from 'node:child_process';
import { unstable_readConfig } from 'wrangler';
import { configuredOrigin } from '../worker/siteOrigin.ts';

const fromToml = unstable_readConfig({ config: new URL('../wrangler.toml', import.meta.url).pathname }).vars.SITE_URL;
const value = process.env.SITE_URL || (typeof fromToml === 'string' ? fromToml : '');

function refuse(reason: string): never {
  console.error(`Not deploying: ${reason}\nSet the public origin, e.g. SITE_URL=https://silksong.example npm run deploy`);
  process.exit(1);
}

let origin: string | null = null;
try {
  origin = configuredOrigin(value);
} catch (error) {
  refuse((error as Error).message);
}
if (!origin) refuse('SITE_URL is empty.');
if (!origin.startsWith('https:')) refuse(`SITE_URL must use https, not ${origin}.`);

console.log(`Deploying with SITE_URL=${origin}`);
const run = spawnSync('wrangler', ['deploy', '--var', `SITE_URL:${origin}`, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
