import { requestKinds } from '../request-kinds.ts';
import { hasExtension } from '../shared/files.ts';

/** Spec 001 §3, §9: one chat per request, of the request's kind: each kind's chatType (domain/src/request-kinds.ts). */
export type ChatType = (typeof requestKinds)[number]['chatType'];
export const chatTypes: readonly [ChatType, ...ChatType[]] = [requestKinds[0].chatType, ...requestKinds.slice(1).map((kind): ChatType => kind.chatType)];

/** Who writes in a chat: the request's seeker, the referrer handling it, or (in resume reviews) an admin. */
export type ChatSenderRole = 'jobSeeker' | 'referrer' | 'admin';

// computed from the request kinds (domain/src/request-kinds.ts), one list per kind
export { chatAccessTypes, chatSystemLineTypes } from '../request-kinds.ts';

/** A message's text, after trimming, is at most this long. */
export const MESSAGE_MAX_LENGTH = 2000;

/** Messages a page of history holds unless asked for fewer, and at most. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_PAGE_MAX = 100;

/**
 * Spec 001 §9's image names a chat takes. Which files show inline is decided by their bytes, not their name: only the
 * raster pictures (isPictureType); an SVG or a BMP is a file to download like a document.
 */
export const chatImageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp'] as const;
/** What a chat takes as a file: the images, and the documents the request forms take. */
export const chatFileExtensions = [...chatImageExtensions, 'pdf', 'doc', 'docx'] as const;
export type ChatFileExtension = (typeof chatFileExtensions)[number];

/** Whether a file may be sent in a chat, by its name (the server also reads its bytes). */
export const isChatFile = (name: string): boolean => hasExtension(name, chatFileExtensions);

/** Spec 001 §2.4, §5: an admin reads job referral chats and writes only in resume review chats; the people on a request write in its chat. */
export const maySendIn = (role: ChatSenderRole, chatType: ChatType): boolean => !(role === 'admin' && chatType === 'jobReferral');
