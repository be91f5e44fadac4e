import type { Key } from '../../../content/i18n/index.ts';
import { usePage } from '../../context.tsx';
import { CheckList } from '../../ui/CheckList.tsx';
import { Section } from '../../ui/Section.tsx';

const TIPS: readonly Key[] = [
  'platformsPage.tips.drivers',
  'platformsPage.tips.ssd',
  'platformsPage.tips.background',
  'platformsPage.tips.refresh',
  'platformsPage.tips.laptop',
];

export function OptimizationTips() {
  const { t } = usePage();
  return (
    <Section id="optimization-tips" title={t('platformsPage.tips.title')}>
      <CheckList items={TIPS} className="card" />
    </Section>
  );
}
