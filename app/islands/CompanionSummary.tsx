import { usePage } from '../context.tsx';
import { Island } from '../hydration/Island.tsx';
import { formatNumber } from '../ui/intl.ts';

/**
 * "Ticked off so far: N", the visitor's own count from this browser's progress. Server markup says
 * 0 (only scripted browsers keep progress, so it shows only with a script); companionSummary.client.ts
 * fills in the count without React.
 */
function TickedCount() {
  const { t, lang } = usePage();
  const template = t('home.companion.ticked', { count: '{{count}}' });
  return (
    <p className="js-only text-silk">
      <output data-ticked-count data-template={template}>{template.replace('{{count}}', formatNumber(lang, 0))}</output>
    </p>
  );
}

export function CompanionSummary() {
  return <Island name="companionSummary" component={TickedCount} props={{}} />;
}
