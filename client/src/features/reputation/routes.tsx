import { lazy, Suspense } from 'react';
import type { ClientFeature } from '../../lib/client-feature.ts';
import type { ReferrerReputationProps } from '../../lib/slots.ts';

const LazyReputation = lazy(() => import('./components/referrer-reputation.tsx').then((m) => ({ default: m.ReferrerReputation })));
/** The referrer's reputation on the seeker's and the admin's detail pages, handed to their features as a slot. */
function ReferrerReputation(props: ReferrerReputationProps) {
  return (
    <Suspense fallback={null}>
      <LazyReputation {...props} />
    </Suspense>
  );
}

/** A referrer's figures: no page of its own, a slot on others' pages. */
export const reputationFeature: ClientFeature = { name: 'reputation', slots: { referrerReputation: ReferrerReputation } };
