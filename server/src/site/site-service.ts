import { contactDecider, contactMessageStream, newsletterDecider, newsletterStream, type ContactInput } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

export const createSiteService = (deps: { eventStore: EventStore; clock: () => Date; newId: () => string }) => ({
  /** Subscribing twice keeps one subscription; returns the position of the stream's last event. */
  async subscribeToNewsletter(email: string): Promise<number> {
    const command = { type: 'SubscribeToNewsletter' as const, email, now: deps.clock().toISOString() };
    return (await handleCommand(deps.eventStore, newsletterStream(email), newsletterDecider, command)).position;
  },

  /** A message (or a feedback) from the public forms, kept on its own stream; `messageId` given only by the demo data. */
  async receiveContactMessage(input: ContactInput, messageId = deps.newId(), at = deps.clock()): Promise<number> {
    const command = { type: 'ReceiveContactMessage' as const, messageId, now: at.toISOString(), ...input };
    return (await handleCommand(deps.eventStore, contactMessageStream(messageId), contactDecider, command)).position;
  },
});
export type SiteService = ReturnType<typeof createSiteService>;
