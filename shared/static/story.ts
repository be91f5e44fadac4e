import story from '../../content/static/story.json' with { type: 'json' };
import type { ProseKey } from '../prose.ts';

/** A home-page story section with its original artwork. */
export interface StorySection {
  id: string;
  title: ProseKey;
  text: ProseKey;
  image: { src: string; alt: ProseKey; width: number; height: number };
}

/** The home page's story sections, in order (content/static/story.json). */
export const STORY_SECTIONS = story as readonly StorySection[];
