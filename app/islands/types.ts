/** Values that survive JSON.stringify/parse unchanged: the only props an island may take. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every island and its props. Server registry and client loaders are both keyed by this map. */
export interface IslandProps {
  header: Record<string, never>;
}

export type IslandName = keyof IslandProps;

/** What an island's client chunk exports: attach behaviour to (or hydrate) its server markup. */
export type Mount<P> = (root: HTMLElement, props: P) => void | Promise<void>;

export const ISLAND_ATTR = 'data-island';
export const PROPS_ATTR = 'data-props';
