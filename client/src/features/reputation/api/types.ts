import type { ReferrerReputation } from '@referly/domain';

/** GET /api/referrers/{referrerId}/reputation: the figures of docs/API.md, Referrer reputation (issue 7). */
export type ReferrerReputationView = ReferrerReputation & { referrerId: string; name: string };
