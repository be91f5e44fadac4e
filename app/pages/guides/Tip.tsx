import { usePage } from '../../context.tsx';

/** A practical hint set apart from the text it follows. */
export function Tip({ text }: { text: string }) {
  const { t } = usePage();
  return (
    <p className="rounded-lg border-l-2 border-gold/70 bg-ink-3/60 px-4 py-2 text-sm text-silk">
      <strong className="block text-xs font-semibold uppercase tracking-wide text-gold">{t('guides.labels.tip')}</strong>
      {text}
    </p>
  );
}
