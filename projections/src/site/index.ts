import type { ProjectionFeature } from '../projection.ts';
import { contactMessagesProjection } from './contact-messages.projection.ts';
import { newsletterSubscribersProjection } from './newsletter-subscribers.projection.ts';

export const siteProjections: ProjectionFeature = { name: 'site', projections: [newsletterSubscribersProjection, contactMessagesProjection] };
