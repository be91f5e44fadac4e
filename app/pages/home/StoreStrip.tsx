import { STORE_LINKS } from '../../../shared/static/stores.ts';
import { usePage } from '../../context.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { Section } from '../../ui/Section.tsx';

/** The platform logos strip: eight store pages, each in a new tab. */
export function StoreStrip() {
  const { t } = usePage();
  return (
    <Section id="stores" title={t('home.stores.title')}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STORE_LINKS.map((s) => (
          <li key={s.name}>
            <ExternalLink href={s.url} className="block rounded-xl opacity-85 transition-opacity hover:opacity-100">
              <img src={s.src} alt={t(s.alt)} width={s.width} height={s.height} loading="lazy" decoding="async" className="h-auto w-full" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
