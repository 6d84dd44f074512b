import type { ComponentType } from 'react';

export type ReferrerReputationProps = { referrerId: string; referrerName: string; framed?: boolean };

/**
 * The figures of the referrer handling a request. The reputation is its own feature, which this one may not import: the
 * app hands it to the detail pages (app/routes.tsx).
 */
export type ReferrerReputationSlot = ComponentType<ReferrerReputationProps>;
