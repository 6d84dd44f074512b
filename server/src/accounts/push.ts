import type { RecordedEvent } from '@referly/domain';
import { ADMIN_ROOM, userIdOf, userRoom } from '../live/rooms.ts';
import type { LiveSockets, PushRules } from '../platform/feature-module.ts';

const toUser = (event: RecordedEvent) => {
  const userId = userIdOf(event.data);
  return userId ? [userRoom(userId)] : [];
};
const toUserAndAdmins = (event: RecordedEvent) => [...toUser(event), ADMIN_ROOM];
const toAdmins = () => [ADMIN_ROOM];

/** Who sees which accounts event, and which of its fields: hashes, codes and session ids are never among them. */
export const accountsPush: PushRules = {
  UserRegistered: { rooms: toAdmins, fields: ['userId', 'firstName', 'lastName', 'email', 'userRole', 'at'] },
  PasswordSet: { rooms: toAdmins, fields: ['userId', 'at'] },
  RegistrationClosed: { rooms: toAdmins, fields: ['userId', 'at'] },
  ProfileUpdated: { rooms: toUserAndAdmins, fields: ['userId', 'firstName', 'lastName', 'email', 'mobile', 'mobileWork', 'picture', 'at'] },
  NotificationSettingsChanged: { rooms: toUser, fields: ['userId', 'settings', 'at'] },
  ReferrerVerificationStatusChanged: { rooms: toUserAndAdmins, fields: ['userId', 'status', 'previousStatus', 'by', 'at'] },
  PasswordChanged: { rooms: toUser, fields: ['userId', 'at'] },
  UserLoggedOut: { rooms: toUser, fields: ['userId', 'at'] },
  ReferrerVerificationSubmitted: { rooms: toUserAndAdmins, fields: ['userId', 'at'] },
  EmploymentRecorded: { rooms: toUserAndAdmins, fields: ['userId', 'companyId', 'companyName', 'positionAtCompany', 'at'] },
};

/** A revoked session's sockets close at once: a logout closes that session's, a new password every older one's. */
export const accountsLiveEffects = async (event: RecordedEvent, sockets: LiveSockets): Promise<void> => {
  const userId = userIdOf(event.data);
  if (!userId) return;
  if (event.type === 'UserLoggedOut') await sockets.disconnect(userId, (principal) => principal.sid === event.data.sessionId);
  if (event.type === 'PasswordChanged' || event.type === 'PasswordReset') await sockets.disconnect(userId, (principal) => principal.sp < event.position);
};
