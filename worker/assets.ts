import manifest from '../dist/manifest.json';
import type { Assets } from '../app/context.tsx';

/** Content-hashed client files written by `npm run build` (scripts/build.ts). */
export const ASSETS: Assets = manifest;
