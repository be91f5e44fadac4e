import type { ReactNode } from 'react';
import { usePage } from '../context.tsx';
import { localizedPath } from '../../shared/paths.ts';
import { route, type RouteId } from '../../shared/routes.ts';

/** A link to a page of the route table, in the current language; `hash` names a section of it. */
export function RouteLink({ to, hash, className = 'link font-medium underline decoration-gold/60', children }: { to: RouteId; hash?: string; className?: string; children: ReactNode }) {
  const { lang } = usePage();
  return <a href={`${localizedPath(lang, route(to).path)}${hash ? `#${hash}` : ''}`} className={className}>{children}</a>;
}
