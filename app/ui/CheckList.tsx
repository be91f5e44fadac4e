import type { ProseKey } from '../../content/locales/pages.ts';
import { useProse } from '../context.tsx';
import { Icon } from './Icon.tsx';

/** A list of page texts with a tick, or a question mark for what is only speculation. */
export function CheckList({ items, marker = 'check', className = '' }: { items: readonly ProseKey[]; marker?: 'check' | 'question'; className?: string }) {
  const prose = useProse();
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((k) => (
        <li key={k} className="flex gap-3 text-mist">
          {marker === 'check' ? (
            <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-gold" />
          ) : (
            <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-center font-bold text-crimson-light">?</span>
          )}
          <span>{prose(k)}</span>
        </li>
      ))}
    </ul>
  );
}
