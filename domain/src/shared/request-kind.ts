import type { NotificationAudience, NotificationWording, RequestRef } from '../notifications/wording.ts';

/**
 * What a kind of request (a job referral, a resume review) tells the rest of the domain about itself: the chat its
 * requests get, which of its events that chat shows as system lines, which of them make notifications (and in which
 * words), and after which of them who may see its chat may have changed. Each lists its own events by type, typed
 * against its event union (`as const satisfies readonly ReferralEvent['type'][]`), so a typo fails to compile.
 */
export type RequestKind = {
  /** its chat's type, a name of its own: the chat types are the kinds' (chat/constants.ts `chatTypes`) */
  chatType: string;
  /** the request's events its chat shows as system lines, numbered between the messages */
  chatSystemLineTypes: readonly string[];
  /** the request's events that make a notification (the bell reads again on them) */
  notifyingTypes: readonly string[];
  /** the request's events after which who may see its chat, or who is on it, may have changed */
  chatAccessTypes: readonly string[];
  /** its notifications' subjects (by `kind`) and their words */
  notifications: {
    kinds: readonly string[];
    // never: each kind words only its own subjects; the registry hands each subject to the kind that listed it
    describe: (subject: never, audience: NotificationAudience) => NotificationWording;
    /**
     * How a notification about one of its requests that is not its own (a chat message) names the request, opening
     * the line: 'Backend Engineer at Atlassian' (the default), a review's 'Your resume review for Designer'.
     */
    requestName?: (request: RequestRef, audience: NotificationAudience) => string;
  };
};
