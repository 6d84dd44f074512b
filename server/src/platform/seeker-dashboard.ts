/** One card of the job seeker's dashboard (spec 001 §3's summary): a service's requests of that seeker, counted. */
export type DashboardCounts = { total: number; pending: number; approved: number; rejected: number };

/**
 * The seeker dashboard's cards by their key in the summary (`careerAdviceAndResumeReview`, …): each feature counts
 * its own requests, and the summary route answers every card registered without importing the features.
 */
export const createSeekerDashboard = () => {
  const cards = new Map<string, (seekerId: string) => Promise<DashboardCounts>>();
  return {
    register(card: string, count: (seekerId: string) => Promise<DashboardCounts>): void {
      if (cards.has(card)) throw new Error(`Two features count the dashboard card ${card}`);
      cards.set(card, count);
    },
    /** every registered card's counts for this seeker */
    async countsFor(seekerId: string): Promise<Record<string, DashboardCounts>> {
      const counted = await Promise.all([...cards].map(async ([card, count]) => [card, await count(seekerId)] as const));
      return Object.fromEntries(counted);
    },
  };
};
export type SeekerDashboard = ReturnType<typeof createSeekerDashboard>;
