import type { ProseKey } from '../../../shared/prose.ts';
import { usePage, useProse } from '../../context.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { Section } from '../../ui/Section.tsx';

const TIPS: readonly ProseKey[] = [
  'platforms.tips.drivers',
  'platforms.tips.ssd',
  'platforms.tips.background',
  'platforms.tips.refresh',
  'platforms.tips.laptop',
];

export function OptimizationTips() {
  const { t } = usePage();
  const prose = useProse();
  return (
    <Section id="optimization-tips" title={t('platformsPage.tips.title')}>
      <CheckList items={TIPS.map((k) => prose(k))} className="card" />
    </Section>
  );
}
