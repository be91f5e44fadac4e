import { useEffect, useState } from 'react';
import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { absoluteUrl, localizedPath } from '../../shared/paths.ts';

export type ShareButtonProps = {
  title: string;
  url: string;
  labels: { share: string; copied: string };
};

/** Native share sheet where there is one, otherwise copies the address; failures are only logged. */
export function ShareButtonView({ title, url, labels }: ShareButtonProps) {
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

/** The share island for the current page (its address, this language's texts). */
export function ShareButton({ title }: { title: string }) {
  const { t, lang, path, origin } = usePage();
  const url = absoluteUrl(origin, localizedPath(lang, path));
  return <Island name="share" component={ShareButtonView} props={{ title, url, labels: { share: t('widgets.share.share'), copied: t('widgets.share.copied') } }} />;
}
