import { forumNotifying } from './forum/notifications.ts';
import type { NotifyingFeatureProjections } from './notifying-feature.ts';

/**
 * The features that make notifications without being a kind of request, as the notifications read model reads them.
 * A new one adds its line here (and in domain/src/notifying-features.ts).
 */
export const notifyingFeatureProjections: readonly NotifyingFeatureProjections[] = [forumNotifying];
