import type { ReactNode } from 'react';

export function PageIntro({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <header className="mb-8 space-y-3">
      <h1 className="font-display text-3xl text-silk sm:text-4xl">{heading}</h1>
      {intro && <p className="max-w-2xl text-lg text-mist">{intro}</p>}
      {children}
    </header>
  );
}
