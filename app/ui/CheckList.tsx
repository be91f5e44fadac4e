import { Icon } from './Icon.tsx';

/** A list of texts with a tick, or a question mark for what is only speculation. */
export function CheckList({ items, marker = 'check', className = '' }: { items: readonly string[]; marker?: 'check' | 'question'; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((text) => (
        <li key={text} className="flex gap-3 text-mist">
          {marker === 'check' ? (
            <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-gold" />
          ) : (
            <span aria-hidden="true" className="mt-0.5 w-4 shrink-0 text-center font-bold text-crimson-light">?</span>
          )}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
