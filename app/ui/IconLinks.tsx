import type { ExternalLink } from '../../shared/links.ts';
import { usePage } from '../context.tsx';
import { Icon } from './Icon.tsx';

/** A row of outbound icon links (new tab); each is named by its label plus 'opens in a new tab'. */
export function IconLinks({ links, label, className = 'flex gap-2' }: { links: readonly ExternalLink[]; label?: string; className?: string }) {
  const { t } = usePage();
  return (
    <ul className={className} aria-label={label}>
      {links.map((l) => (
        <li key={l.url}>
          <a href={l.url} className="icon-btn" target="_blank" rel="noopener noreferrer" aria-label={`${t(l.label)} ${t('common.externalLink')}`}>
            <Icon name={l.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
