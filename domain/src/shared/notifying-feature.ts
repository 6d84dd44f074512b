import type { NotificationAudience, NotificationWording } from '../notifications/wording.ts';

/**
 * What a feature that is not a kind of request (the forum) tells the bell about itself: which of its events make
 * notifications (the bell reads again on them), its notifications' subjects (by `kind`), their words, and the page
 * each leads to. Its events are listed typed against its own union (`as const satisfies readonly ForumEvent['type'][]`).
 */
export type NotifyingFeature = {
  /** the feature's name, as its folders are named */
  feature: string;
  /** its events that make a notification */
  notifyingTypes: readonly string[];
  /** its subjects' kinds: names of its own, none another feature or kind uses */
  kinds: readonly string[];
  // never: each feature words only its own subjects; the registry hands each subject to the feature that listed it
  describe: (subject: never, audience: NotificationAudience) => NotificationWording;
  /** the page a notification leads to (a path of the app), or null when it leads nowhere */
  link: (subject: never) => string | null;
};
