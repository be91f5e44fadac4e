import media from '../content/media.json' with { type: 'json' };

/** The YouTube id of Team Cherry's release trailer, which the home page plays (content/media.json). */
export const RELEASE_TRAILER_ID = media.releaseTrailerId;

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
