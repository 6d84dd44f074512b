import { newsletterDecider, newsletterStream } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

export const createSiteService = (deps: { eventStore: EventStore; clock: () => Date }) => ({
  /** Subscribing twice keeps one subscription; returns the position of the stream's last event. */
  async subscribeToNewsletter(email: string): Promise<number> {
    const command = { type: 'SubscribeToNewsletter' as const, email, now: deps.clock().toISOString() };
    return (await handleCommand(deps.eventStore, newsletterStream(email), newsletterDecider, command)).position;
  },
});
export type SiteService = ReturnType<typeof createSiteService>;
