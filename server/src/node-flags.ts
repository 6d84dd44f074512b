/**
 * Node's flags for every Referly process; npm's start scripts pass the same (a test holds them to it).
 *
 * `--max-semi-space-size=32`: a start rebuilds every read model from the log, pages of parsed events that each live a
 * few milliseconds. With Node's default young generation many of them outlive two scavenges and are promoted, so the
 * old space fills with garbage and grows to hold it. On the 1,000,000-event log (issue 16, docs/PERFORMANCE.md), starts
 * in turn by hand: under 400 MB resident in 7 of 9 with 32 MB, 1 of 6 with the default; 24 MB and 48 MB did no better.
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
