/** The reputation feature's query keys: every read starts with `reputationKeys.all`. */
export const reputationKeys = {
  all: ['reputation'] as const,
  referrer: (referrerId: string) => [...reputationKeys.all, 'referrer', referrerId] as const,
};
