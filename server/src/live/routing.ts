import type { RecordedEvent } from '@referly/domain';

/** Who may see which event, and what of it: no hash, code or session id ever leaves the server. */
const userRoomTypes = new Set(['ProfileUpdated', 'NotificationSettingsChanged', 'ReferrerVerificationStatusChanged', 'PasswordChanged', 'UserLoggedOut']);
const adminRoomTypes = new Set(['UserRegistered', 'ProfileUpdated', 'ReferrerVerificationStatusChanged', 'PasswordSet']);
const hidden = new Set(['passwordHash', 'codeHash', 'sealedCode', 'resetCodeHash', 'sessionId']);

export type LivePush = { rooms: string[]; payload: { type: string; position: number; data: Record<string, unknown> } };

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMIN_ROOM = 'admin';

export const livePushFor = (event: RecordedEvent): LivePush | null => {
  const userId = typeof event.data.userId === 'string' ? event.data.userId : null;
  const rooms = [...(userId && userRoomTypes.has(event.type) ? [userRoom(userId)] : []), ...(adminRoomTypes.has(event.type) ? [ADMIN_ROOM] : [])];
  if (rooms.length === 0) return null;
  const data = Object.fromEntries(Object.entries(event.data).filter(([key]) => !hidden.has(key)));
  return { rooms, payload: { type: event.type, position: event.position, data } };
};
