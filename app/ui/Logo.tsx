/** Original mark: a needle and a loop of silk thread. */
export function Logo({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="20" r="18" fill="#141826" stroke="#d8b26a" strokeWidth="1.5" />
      <path d="M12 30 28 8" stroke="#ece6da" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="27" cy="9.5" r="1.6" fill="none" stroke="#ece6da" strokeWidth="1.2" />
      <path d="M27 11c-9 4-13 10-7 14s12-2 6-8" fill="none" stroke="#c8324a" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
