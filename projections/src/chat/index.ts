import type { ProjectionFeature } from '../projection.ts';
import { chatsProjection } from './chats.projection.ts';

export const chatProjections: ProjectionFeature = { name: 'chat', projections: [chatsProjection] };
