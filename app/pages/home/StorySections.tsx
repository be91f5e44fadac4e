import { STORY_SECTIONS } from '../../../shared/static/story.ts';
import { useProse } from '../../context.tsx';
import { LazyImage } from '../../islands/LazyImage.tsx';
import { SectionHeading } from '../../ui/Section.tsx';

/** The three story and feature sections, artwork alternating sides on wide screens. */
export function StorySections() {
  const prose = useProse();
  return STORY_SECTIONS.map((s, i) => (
    <section key={s.id} aria-labelledby={s.id} className="grid items-center gap-6 md:grid-cols-2 md:gap-10">
      <LazyImage
        src={s.image.src}
        alt={prose(s.image.alt)}
        width={s.image.width}
        height={s.image.height}
        className={`rounded-xl border border-white/10 shadow-lg shadow-black/40 ${i % 2 ? 'md:order-last' : ''}`}
      />
      <div className="space-y-4">
        <SectionHeading id={s.id}>{prose(s.title)}</SectionHeading>
        <p className="text-lg text-mist">{prose(s.text)}</p>
      </div>
    </section>
  ));
}
