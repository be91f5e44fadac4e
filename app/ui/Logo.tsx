/** The site's mark (app/ui/icons.ts), drawn by its `i-site-logo` class. */
export function Logo({ className = 'h-9 w-9' }: { className?: string }) {
  return <span aria-hidden="true" className={`i-site-logo ${className}`} />;
}
