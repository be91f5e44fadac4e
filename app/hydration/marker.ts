import type { IslandLoaders } from '../client.ts';

// What the server marks and the client entry reads: no JSX and no runtime imports, so the entry stays tiny.

/** Values that survive JSON.stringify/parse unchanged: the only props an island may take. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What an island's client chunk exports: attach behaviour to (or hydrate) its server markup. */
export type Mount<P> = (root: HTMLElement, props: P) => void | Promise<void>;

/** Every island by name (the keys of the client entry's chunk loaders). */
export type IslandName = keyof IslandLoaders;

/** The props an island's client chunk mounts with; the server marker is checked against them. */
export type IslandProps<N extends IslandName> = Parameters<Awaited<ReturnType<IslandLoaders[N]>>['mount']>[1];

export const ISLAND_ATTR = 'data-island';
export const PROPS_ATTR = 'data-props';
