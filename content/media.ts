/** YouTube ids of Team Cherry's official trailers. */
export const RELEASE_TRAILER_ID = '6XGeJwsUP9c';
export const REVEAL_TRAILER_ID = 'pFAknD_9U7c';

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
