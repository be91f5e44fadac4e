/** The YouTube id of Team Cherry's release trailer, which the home page plays. */
export const RELEASE_TRAILER_ID = '6XGeJwsUP9c';

export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
