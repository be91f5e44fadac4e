/** SPEC: the home countdown targets this instant (the eve of the 4 September 2025 release). */
export const COUNTDOWN_TARGET = '2025-09-03T16:00:00Z';
