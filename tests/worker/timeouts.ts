// Time limits of the worker tests, sized for a busy machine: with some 47 runnable processes on two
// cores every test runs ten or more times slower than on an idle one.

/**
 * Any test: a file's first request imports the whole worker into a fresh isolate (and search builds
 * its index), measured at 9 s with the load at 6 and over 20 s at 13.
 */
export const TEST_TIMEOUT = 120_000;

/** A test that visits `pages` pages: idle, a visit takes about 50 ms; 1 s each beyond the first request. */
export const crawlTimeout = (pages: number): number => TEST_TIMEOUT + pages * 1_000;
