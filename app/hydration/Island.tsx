import { createContext, createElement, use, type ComponentType } from 'react';
import type { IslandName, IslandProps, Json } from './marker.ts';

/** Records which islands a page rendered, so the document adds the client script only when needed. */
export class IslandCollector {
  readonly names = new Set<IslandName>();
  /** Whether <ClientScript> has rendered, and whether it emitted the script. */
  sealed = false;
  scripted = false;

  /** An island rendered here, or in kept markup reused here (see cachedMarkup.tsx). */
  add(name: IslandName): void {
    if (this.sealed && !this.scripted) {
      // Islands streamed in a late Suspense boundary mount fine (the client entry runs after the
      // whole document), but only if the shell already carried the script.
      console.error(JSON.stringify({ level: 'error', msg: 'island without client script', island: name }));
    }
    this.names.add(name);
  }
}

const CollectorCtx = createContext<IslandCollector | null>(null);
export const IslandCollectorProvider = CollectorCtx.Provider;

/** The collector of the page (or of the kept markup) being rendered; none outside a document. */
export const useIslandCollector = (): IslandCollector | null => use(CollectorCtx);

/**
 * Server side of an island: renders its component like any other, inside a marker that carries
 * its name and JSON props for the client entry. Islands receive their texts as props, so no
 * dictionary ships to the browser.
 */
export function Island<N extends IslandName>({ name, component, props }: { name: N; component: ComponentType<IslandProps<N>>; props: IslandProps<N> & Json }) {
  use(CollectorCtx)?.add(name);
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      {createElement(component, props as IslandProps<N>)}
    </div>
  );
}

/** The client entry, at the end of the body, only when the page rendered an island. */
export function ClientScript({ src }: { src: string }) {
  const collector = use(CollectorCtx);
  if (!collector) return null;
  collector.sealed = true;
  collector.scripted = collector.names.size > 0;
  return collector.scripted ? <script type="module" src={src} /> : null;
}
