import { usePage } from '../context.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import { Unavailable } from './encyclopaedia/Notes.tsx';
import { PatchCard } from './updates/PatchCard.tsx';
import type { UpdatesData } from './updates/types.ts';

/** /updates: the game's patches, newest first, each change linked to the entries it concerns. */
export function UpdatesPage({ data }: { data: UpdatesData }) {
  const { t } = usePage();
  return (
    <>
      <PageIntro heading={t('pages.updates.heading')} intro={t('pages.updates.intro')} />
      {data.kind === 'unavailable' ? <Unavailable /> : data.patches.length === 0 ? (
        <p role="status" className="card text-mist">{t('updates.empty')}</p>
      ) : (
        <ol className="mx-auto max-w-3xl space-y-8">
          {data.patches.map((p) => <li key={p.slug}><PatchCard patch={p} /></li>)}
        </ol>
      )}
    </>
  );
}
