import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { NewsletterForm } from '../islands/NewsletterForm.tsx';
import { newsletterProps } from './islandProps.ts';

/** The newsletter box; `id` is also the anchor other pages link to (e.g. `#newsletter`). */
export function Newsletter({ id }: { id: string }) {
  const ctx = usePage();
  return (
    <section id={id} className="card scroll-mt-24 space-y-3" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-display text-2xl text-gold">{ctx.t('newsletter.title')}</h2>
      <p className="text-mist">{ctx.t('newsletter.text')}</p>
      <Island name="newsletter" component={NewsletterForm} props={newsletterProps(ctx, id)} />
    </section>
  );
}
