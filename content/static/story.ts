import type { ProseKey } from '../../shared/prose.ts';

/** A home-page story section with its original artwork. */
export interface StorySection {
  id: string;
  title: ProseKey;
  text: ProseKey;
  image: { src: string; alt: ProseKey; width: number; height: number };
}

const ART = { width: 640, height: 400 } as const;

export const STORY_SECTIONS: readonly StorySection[] = [
  { id: 'hornet', title: 'home.story.hornet.title', text: 'home.story.hornet.text', image: { src: '/images/home/hornet.svg', alt: 'home.story.hornet.alt', ...ART } },
  { id: 'foes', title: 'home.story.foes.title', text: 'home.story.foes.text', image: { src: '/images/home/foes.svg', alt: 'home.story.foes.alt', ...ART } },
  { id: 'silk', title: 'home.story.silk.title', text: 'home.story.silk.text', image: { src: '/images/home/silk.svg', alt: 'home.story.silk.alt', ...ART } },
];
