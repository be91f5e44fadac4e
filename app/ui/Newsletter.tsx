import { usePage } from '../context.tsx';

/**
 * The newsletter subscribe box. `id` is the anchor other pages link to (e.g. `#newsletter`).
 * Server markup posts without JavaScript; the newsletter island enhances it.
 */
export function Newsletter({ id }: { id: string }) {
  const { t } = usePage();
  return (
    <section id={id} className="card space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl text-gold">{t('newsletter.title')}</h2>
      <p className="text-mist">{t('newsletter.text')}</p>
      <form method="post" action="/api/newsletter" className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">{t('newsletter.label')}</label>
        <input id={`${id}-email`} type="email" name="email" required maxLength={254} autoComplete="email" placeholder={t('newsletter.placeholder')} className="input flex-1" />
        <button type="submit" className="btn btn-primary">{t('newsletter.submit')}</button>
      </form>
    </section>
  );
}
