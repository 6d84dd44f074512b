import { computeReputation, handledRequest, type HandledRequest, type ReferrerReputation } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { REPUTATION_REQUESTS, type ReputationRequestDoc } from './reputation.projection.ts';

const requests = (store: ReadStore) => store.collection<ReputationRequestDoc>(REPUTATION_REQUESTS);

/** A referrer's figures as of `now`, from every request they took on (the window is applied by the computation). */
export const referrerReputation = async (store: ReadStore, referrerId: string, now: Date): Promise<ReferrerReputation> => {
  const docs = await requests(store).find({ referrerId });
  const handled = docs.map((doc) => handledRequest(doc, referrerId)).filter((request): request is HandledRequest => request !== null);
  return computeReputation(handled, now);
};

/** Whether a seeker has a request (open or decided) that this referrer took on. */
export const seekerHasRequestWith = async (store: ReadStore, seekerId: string, referrerId: string): Promise<boolean> =>
  (await requests(store).countDocuments({ seekerId, referrerId })) > 0;
