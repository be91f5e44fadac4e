import type { Platform } from '../../../shared/static/platforms.ts';
import { CONSOLE_SPECS } from '../../../shared/static/requirements.ts';
import { usePage, useProse } from '../../context.tsx';
import { Badge } from '../../ui/Badge.tsx';

/** Confirmed only when the console table confirms every console of the platform (PC has none). */
function performanceConfirmed(platform: Platform): boolean {
  const specs = CONSOLE_SPECS.filter((c) => platform.consoles.includes(c.platform));
  return specs.length > 0 && specs.every((c) => c.status === 'confirmed');
}

/** Version, achievements and performance; performance is marked with the console table's status. */
export function PlatformFacts({ platform }: { platform: Platform }) {
  const { t } = usePage();
  const prose = useProse();
  const confirmed = performanceConfirmed(platform);
  return (
    <dl className="space-y-3 text-sm">
      <div>
        <dt className="font-semibold text-silk">{t('platformsPage.cards.version')}</dt>
        <dd className="text-mist">{prose(platform.version)}</dd>
      </div>
      <div>
        <dt className="font-semibold text-silk">{t('platformsPage.cards.achievements')}</dt>
        <dd className="text-mist">{prose(platform.achievements)}</dd>
      </div>
      <div>
        <dt className="flex flex-wrap items-center gap-2 font-semibold text-silk">
          {t('platformsPage.cards.performance')}
          {confirmed ? <Badge tone="gold">{t('platformsPage.console.confirmed')}</Badge> : <Badge>{t('platformsPage.cards.unconfirmed')}</Badge>}
        </dt>
        <dd className="text-mist">{prose(platform.performance)}</dd>
      </div>
    </dl>
  );
}
