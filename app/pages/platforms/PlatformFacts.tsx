import type { Platform } from '../../../content/static/platforms.ts';
import { usePage } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';

/** Version, achievements and performance; performance is always marked unconfirmed. */
export function PlatformFacts({ platform }: { platform: Platform }) {
  const { t } = usePage();
  return (
    <dl className="space-y-3 text-sm">
      <div>
        <dt className="font-semibold text-silk">{t('platformsPage.cards.version')}</dt>
        <dd className="text-mist">{t(platform.version)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-silk">{t('platformsPage.cards.achievements')}</dt>
        <dd className="text-mist">{t(platform.achievements)}</dd>
      </div>
      <div>
        <dt className="flex flex-wrap items-center gap-2 font-semibold text-silk">
          {t('platformsPage.cards.performance')}
          <Badge>{t('platformsPage.cards.unconfirmed')}</Badge>
        </dt>
        <dd className="text-mist">{t(platform.performance)}</dd>
      </div>
    </dl>
  );
}
