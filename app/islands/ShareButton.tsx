import { useEffect, useState } from 'react';
import type { ShareProps } from './types.ts';

/** Native share sheet where there is one, otherwise copies the address; failures are only logged. */
export function ShareButton({ title, url, labels }: ShareProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function share() {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch (error) {
      // Dismissing the share sheet is not a failure worth a word.
      if ((error as Error).name !== 'AbortError') console.warn('share failed', error);
    }
  }

  return (
    <span className="js-only items-center gap-3">
      <button type="button" className="btn" onClick={share}>{labels.share}</button>
      <span role="status" className="text-sm text-gold">{copied ? labels.copied : ''}</span>
    </span>
  );
}
