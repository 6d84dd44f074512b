import {
  learningHubImageExtensions,
  learningHubImageMaxBytes,
  learningHubMaxImages,
  learningHubMessages as m,
  learningHubVideoExtensions,
  learningHubVideoMaxBytes,
} from '@referly/domain';
import type { LearningHubCategory } from '../api/types';

/** Which files each kind of post takes (spec 000 §5: images for articles, a video for webinars), as the server checks them. */
export const mediaRules = {
  article: { extensions: learningHubImageExtensions, maxBytes: learningHubImageMaxBytes, kinds: 'JPG, PNG, WebP or GIF pictures', refused: m.imagesRefused },
  webinar: { extensions: learningHubVideoExtensions, maxBytes: learningHubVideoMaxBytes, kinds: 'an MP4 or WebM recording', refused: m.videosRefused },
} as const;

const extensionOf = (name: string) => (name.includes('.') ? (name.toLowerCase().split('.').pop() ?? '') : '');

/**
 * What is wrong with the files chosen, in the server's words, or null. `kept` is how many saved images stay on the
 * post (a post has at most 10).
 */
export const mediaError = (category: LearningHubCategory, files: readonly File[], kept = 0): string | null => {
  const rule = mediaRules[category];
  const refused = files.filter((file) => !(rule.extensions as readonly string[]).includes(extensionOf(file.name)) || file.size > rule.maxBytes);
  if (refused.length > 0) return `${refused.map((file) => file.name).join(', ')}: ${rule.refused}`;
  if (category === 'article' && files.length + kept > learningHubMaxImages) return m.tooManyImages;
  if (category === 'webinar' && files.length > 1) return m.tooManyVideos;
  return null;
};
