import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Mount } from './marker.ts';

/** Mount for a React island: hydrate the server markup inside the marker with the same props. */
export function hydrateIsland<P extends object>(Component: ComponentType<P>): Mount<P> {
  return (root, props) => {
    hydrateRoot(root, <Component {...props} />, {
      onRecoverableError: (error) => console.warn('island hydration recovered', error),
    });
  };
}
