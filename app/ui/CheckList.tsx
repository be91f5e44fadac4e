import type { Key } from '../../content/i18n/index.ts';
import { usePage } from '../context.tsx';
import { Icon } from './Icon.tsx';

/** A list of dictionary texts with a tick, or a question mark for what is only speculation. */
export function CheckList({ items, marker = 'check', className = '' }: { items: readonly Key[]; marker?: 'check' | 'question'; className?: string }) {
  const { t } = usePage();
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((k) => (
        <li key={k} className="flex gap-3 text-mist">
          {marker === 'check' ? (
            <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-gold" />
          ) : (
            <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-center font-bold text-crimson-light">?</span>
          )}
          <span>{t(k)}</span>
        </li>
      ))}
    </ul>
  );
}
