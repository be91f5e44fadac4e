import type { Difficulty, Rarity } from '../../../shared/schema/enums.ts';
import { usePage } from '../../context.tsx';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';

// Tones rise with the rating so the scale reads at a glance; the label always says it in words.
const DIFFICULTY_TONES: Record<Difficulty, BadgeTone> = { low: 'mist', medium: 'gold', high: 'crimson', veryHigh: 'solidCrimson' };
const RARITY_TONES: Record<Rarity, BadgeTone> = { common: 'mist', uncommon: 'silk', rare: 'gold', epic: 'crimson', legendary: 'solidGold' };

export function DifficultyBadge({ value }: { value: Difficulty }) {
  const { t } = usePage();
  return <Badge tone={DIFFICULTY_TONES[value]}>{t(`guides.difficulty.${value}`)}</Badge>;
}

export function RarityBadge({ value }: { value: Rarity }) {
  const { t } = usePage();
  return <Badge tone={RARITY_TONES[value]}>{t(`guides.rarity.${value}`)}</Badge>;
}
