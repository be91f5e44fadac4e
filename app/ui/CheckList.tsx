import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

/** A text of the list, or a text with more below it (what has become of a rumour). */
export type CheckItem = string | { text: string; more: ReactNode };

/** A list of texts with a tick, or a question mark for what is only speculation. */
export function CheckList({ items, marker = 'check', className = '' }: { items: readonly CheckItem[]; marker?: 'check' | 'question'; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={typeof item === 'string' ? item : item.text} className="flex gap-3 text-mist">
          {marker === 'check' ? (
            <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-gold" />
          ) : (
            <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-center font-bold text-crimson-light">?</span>
          )}
          {typeof item === 'string' ? (
            <span>{item}</span>
          ) : (
            <div className="min-w-0">
              <p>{item.text}</p>
              {item.more}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
