import { demoAccounts } from '../accounts/demo-accounts.ts';
import type { FeatureFactory } from '../platform/feature-module.ts';
import { demoPosts, demoPublishedAt, demoUpload } from './demo-posts.ts';
import { createLearningHubService } from './learning-hub-service.ts';
import { learningHubRoutes } from './learning-hub-routes.ts';
import { learningHubPush } from './push.ts';

const demoAdminId = demoAccounts.find((account) => account.userRole === 'admin')?.userId ?? '';

/** The learning hub (issue 15 §2): the public list and post, the admin's list and post form, the posts' files. */
export const learningHubModule: FeatureFactory = ({ eventStore, readStore, files, clock, newId, authenticate, waitFor, otpCrypto, logger }) => {
  const service = createLearningHubService({ eventStore, files, clock, newId });
  const viewerKey = (viewer: string) => Buffer.from(otpCrypto.hash(viewer, 'learning-hub-view'), 'base64url').toString('hex').slice(0, 24);
  return {
    name: 'learning-hub',
    routes: learningHubRoutes({ service, readStore, files, authenticate, waitFor: (position) => waitFor(position), viewerKey, logger }),
    push: learningHubPush,
    seed: async () => {
      let position = 0;
      for (const { postId, daysAgo, details, cover, video } of demoPosts) {
        if (await service.exists(postId)) continue;
        const uploads = { images: cover ? [demoUpload(cover, 'images')] : [], videos: video ? [demoUpload(video, 'videos')] : [] };
        const made = await service.create({ ...details, publishedAt: demoPublishedAt(clock(), daysAgo) }, uploads, demoAdminId, postId);
        position = Math.max(position, made.position);
      }
      return position;
    },
  };
};
