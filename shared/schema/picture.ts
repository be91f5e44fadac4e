import { imageUrl, nullableText } from './column.ts';

/*
 * A picture an editor may add to an encyclopaedia entry in Supabase: an https address or a Storage
 * path, who made it, and its alt text in each language. Entries without one show the site's own
 * drawing of their kind.
 */
export const PICTURE_COLUMNS = {
  image: imageUrl(),
  /** Who made the picture (and its licence), shown under it. */
  image_credit: nullableText(),
} as const;

export const PICTURE_TEXTS = { image_alt: nullableText() } as const;
