/** Room names are made here from the server's own data, never taken from a client. */
export const userRoom = (userId: string) => `user:${userId}`;
export const ADMIN_ROOM = 'admin';
/** The verified referrers of a company: its paid requests reach them. */
export const companyRoom = (companyId: string) => `company:${companyId}`;

/** The `userId` an event is about, when its data names one. */
export const userIdOf = (data: Record<string, unknown>): string | null => (typeof data.userId === 'string' ? data.userId : null);
/** The sockets watching a chat (joined after the chat's access check): its typing indicators reach them. */
export const chatRoom = (chatId: string) => `chat:${chatId}`;
/** The sockets watching a chat with this user in it: whether the user is online reaches them. */
export const presenceRoom = (userId: string) => `presence:${userId}`;
