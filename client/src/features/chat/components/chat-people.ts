import type { Chat } from '../api/types';

/** Whom the viewer talks to, or, for an admin, between whom the chat is. */
export const withWhomOf = (chat: Chat, myId: string | null): string => {
  const { jobSeeker, referrer } = chat.participants;
  if (jobSeeker._id === myId) return referrer ? referrer.name : 'No referrer yet';
  if (referrer?._id === myId) return jobSeeker.name;
  return referrer ? `${jobSeeker.name} and ${referrer.name}` : jobSeeker.name;
};
