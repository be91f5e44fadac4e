import type { GlyphName } from './icons.ts';

/** A decorative glyph (controls carry their own label); its drawing is the `i-site-<name>` class. */
export function Icon({ name, className = 'h-5 w-5' }: { name: GlyphName; className?: string }) {
  return <span aria-hidden="true" className={`i-site-${name} ${className}`} />;
}
