import { SpoilerText } from '../../ui/SpoilerText.tsx';
import { usePage } from '../../context.tsx';
import { localizedPath } from '../../../shared/paths.ts';
import { Cover } from './Cover.tsx';
import { formatDate } from '../../ui/intl.ts';
import { textLang } from '../../ui/textLanguage.ts';
import { Spoiler } from '../../ui/Spoiler.tsx';
import type { NewsTeaser } from '../../../shared/schema/news.ts';

/** An article's card; its title is a heading of the level the surrounding page needs. */
export function NewsCard({ item, priority, heading: Heading = 'h2' }: { item: NewsTeaser; priority: boolean; heading?: 'h2' | 'h3' }) {
  const { t, lang } = usePage();
  return (
    <article className="card flex h-full flex-col overflow-hidden p-0">
      {item.cover && <Cover src={item.cover} alt={t('news.coverAlt', { title: item.title })} priority={priority} />}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={item.date} className="text-sm text-mist">{formatDate(lang, item.date)}</time>
        <Spoiler act={item.act} block>
          <div lang={textLang(item.lang, lang)} className="space-y-2">
            <Heading className="font-display text-xl leading-snug">
              <a href={localizedPath(lang, `/news/${item.slug}`)} className="link">{item.title}</a>
            </Heading>
            <p className="text-mist"><SpoilerText text={item.summary} /></p>
          </div>
        </Spoiler>
      </div>
    </article>
  );
}
