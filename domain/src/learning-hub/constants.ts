/** Spec 000 §9 and issue 15 §2: the learning hub's numbers and names, one definition for server and client. */
export const learningHubPageSize = 10;
/** Spec 000 §9: a post's content is at most 10,000 characters. */
export const learningHubContentLimit = 10_000;
/** Spec 000 §3: a list's preview shows the first 100 characters of the content. */
export const learningHubPreviewLength = 100;
export const learningHubTitleLimit = 200;
export const learningHubAuthorLimit = 100;
export const learningHubTagLimit = 40;
export const learningHubMaxTags = 20;
export const learningHubSearchLimit = 100;
/** Largest page an admin or the public list may ask for. */
export const learningHubMaxLimit = 50;

export const learningHubCategories = ['article', 'webinar'] as const;
export type LearningHubCategory = (typeof learningHubCategories)[number];

export const learningHubStatuses = ['published', 'draft', 'restricted'] as const;
export type LearningHubStatus = (typeof learningHubStatuses)[number];

export const learningHubPopularities = ['latest', 'popular'] as const;
export type LearningHubPopularity = (typeof learningHubPopularities)[number];

/**
 * Uploads: images are raster pictures only (never SVG), at most 5 MB each and 10 per post; a webinar has one video,
 * MP4 or WebM, at most 100 MB (held in memory while it is checked, so kept well below what a server node can spare).
 */
export const learningHubImageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const learningHubVideoExtensions = ['mp4', 'webm'] as const;
export const learningHubImageMaxBytes = 5 * 1024 * 1024;
export const learningHubVideoMaxBytes = 100 * 1024 * 1024;
export const learningHubMaxImages = 10;
export const learningHubMaxVideos = 1;

/** Where a post's uploaded file is served from (images[] and videos[] hold these). */
export const learningHubFileUrl = (fileId: string) => `/api/learning-hub/files/${fileId}`;
