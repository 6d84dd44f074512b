/**
 * Node's flags for every Referly process; npm's start scripts pass the same (a test holds them to it).
 *
 * `--max-semi-space-size=32`: a start rebuilds every read model from the log, pages of parsed events that each live a
 * few milliseconds. With Node's default young generation many of them outlive two scavenges and are promoted, so the
 * old space fills with garbage and grows to hold it. On the 1,000,000-event log (issue 16, docs/PERFORMANCE.md), three
 * starts each in turn: with 32 MB ready in 4.6–4.8 s at 381–403 MB resident; with the default 4.8–6.3 s at 370–510 MB;
 * 24 MB and 48 MB did no better than 32.
 */
export const NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
