import type { ReactNode } from 'react';
import { usePage } from '../context.tsx';

/** A link to another site: new tab, no opener or referrer, and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = usePage();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('common.externalLink')}</span>
    </a>
  );
}
