import { RELEASE_DATE } from '../../../shared/static/releaseDate.ts';
import { STORE_LINKS } from '../../../shared/static/stores.ts';
import { usePage, useProse } from '../../context.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { formatDate } from '../../ui/intl.ts';
import { Section } from '../../ui/Section.tsx';

/** The store pages of the game, named in words (the home page's strip shows the same stores as badges). */
export function WhereToBuy() {
  const { t, lang } = usePage();
  const prose = useProse();
  return (
    <Section id="where-to-buy" title={t('preorder.now.title')}>
      <p className="text-mist">{prose('preorder.now.text', { date: formatDate(lang, RELEASE_DATE) })}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {STORE_LINKS.map((s) => (
          <li key={s.name}>
            <ExternalLink href={s.url} className="btn w-full">
              {t(s.alt)}
              <Icon name="external" className="h-4 w-4" />
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
