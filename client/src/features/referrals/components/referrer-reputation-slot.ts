import type { ComponentType } from 'react';
import type { ReferrerReputationProps } from '../../../lib/slots.ts';

export type { ReferrerReputationProps };

/**
 * The figures of the referrer handling a request. The reputation is its own feature, which this one may not import: the
 * reputation feature contributes it as a slot and the app hands it to these routes (routes.tsx).
 */
export type ReferrerReputationSlot = ComponentType<ReferrerReputationProps>;
