/** Spec 000 §9 and issue 15 §3: the forum's numbers and names, one definition for server and client. */

/** Spec 000 §9: a discussion's title is at most 300 characters (the form counts them). */
export const forumTitleLimit = 300;
/** Spec 000 §9: the forum's first page and each Show More Discussions load 5. */
export const forumInitialPageSize = 5;
/** Spec 000 §9: a filtered forum list (a category, a search) and the admin's discussion list show 10 a page. */
export const forumFilterPageSize = 10;
export const forumAdminPageSize = 10;
/** Spec 000 §4: the search box waits this long after the last key before it asks (the client's debounce). */
export const forumSearchDebounceMs = 500;
/** Largest page anyone may ask for. */
export const forumMaxLimit = 50;
export const forumSearchLimit = 100;
/** A post's HTML (after sanitising) is at most this long. */
export const forumContentLimit = 20_000;
export const forumTagLimit = 40;
export const forumMaxTags = 10;
/** Related topics given with a discussion, and recently visited ones kept per user. */
export const forumRelatedTopics = 5;

export const discussionStatuses = ['published', 'restricted'] as const;
export type DiscussionStatus = (typeof discussionStatuses)[number];

export const forumSortTypes = ['recent', 'popular'] as const;
export type ForumSortType = (typeof forumSortTypes)[number];

export const voteTypes = ['upvote', 'downvote'] as const;
export type VoteType = (typeof voteTypes)[number];

/** Discourse's flags are the anchor: spam, abuse (inappropriate) and off-topic. */
export const flagReasons = ['spam', 'abuse', 'offTopic'] as const;
export type FlagReason = (typeof flagReasons)[number];
/** Flags from this many different users hide a post until an admin decides. */
export const flagsToHide = 3;

export const moderationDecisions = ['keep', 'hide', 'delete'] as const;
export type ModerationDecision = (typeof moderationDecisions)[number];

/**
 * Discourse's trust level 0 is the anchor: an account younger than a day may start 3 discussions and post 10
 * comments a day, with at most 2 links in a post; an older one posts at a generous pace.
 */
export const newAccountAgeMs = 24 * 60 * 60 * 1000;
export const newAccountDailyDiscussions = 3;
export const newAccountDailyComments = 10;
export const newAccountLinksPerPost = 2;
export const memberHourlyPosts = 60;

/** Images on a post: raster pictures only (never SVG), at most 5 MB each and 4 a post. */
export const forumImageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export const forumImageMaxBytes = 5 * 1024 * 1024;
export const forumMaxImages = 4;
/** Where a post's uploaded picture is served from (images[] holds these). */
export const forumFileUrl = (fileId: string) => `/api/discussions/files/${fileId}`;

/** The Socket.IO room everyone looking at a discussion is in, signed in or not. */
export const discussionRoom = (discussionId: string) => `discussion:${discussionId}`;
/** The socket events a client sends to join and leave a discussion's room: payload `{ discussionId }`. */
export const forumWatchEvent = 'forum:watch';
export const forumUnwatchEvent = 'forum:unwatch';
/** A socket (signed in or a visitor's) watches at most this many discussions at once. */
export const forumMaxWatched = 10;
