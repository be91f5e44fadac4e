/** A still of the release trailer: behind the hero until the player plays, and when the video site cannot be reached. */
export const TRAILER_POSTER = '/images/home/hero-poster.svg';
