import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, MARK_READ_MAX_IDS } from './constants.ts';

/** Every user-facing text of the notifications feature (the specs give none: these are ours). */
export const notificationMessages = {
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title must be at most ${ANNOUNCEMENT_TITLE_MAX} characters.`,
  bodyRequired: 'Please enter a message.',
  bodyTooLong: `The message must be at most ${ANNOUNCEMENT_BODY_MAX} characters.`,
  markWhat: 'Say which notifications to mark as read: ids, or all.',
  tooManyIds: `Mark at most ${MARK_READ_MAX_IDS} notifications at once.`,
  notFound: 'No such notification.',
  pageInvalid: 'Page must be a whole number from 1.',
  limitInvalid: 'Limit must be a whole number from 1 to 50.',
  announcementSent: 'Announcement sent.',
  failList: 'Failed to fetch notifications.',
  failMark: 'Failed to mark notifications as read.',
  failAnnounce: 'Failed to send the announcement.',
} as const;
