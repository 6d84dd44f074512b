import {
  defaultNotificationSettings,
  type AccountEvent,
  type FileRef,
  type VerificationDetails,
  type NotificationSettings,
  type RecordedEvent,
  type SessionEvent,
  type UserProfile,
  type UserRole,
  type VerificationStatus,
} from '@referly/domain';
import { documentProjection, type EvolveContext } from '../document-projection.ts';

export const USERS = 'users';
export const COUNTERS = 'counters';

export type UserDoc = UserProfile & {
  _id: string;
  id: string;
  /** 1-based order of registration */
  index: number;
  userRole: UserRole;
  dateOfBirth: string;
  createdAt: string;
  accountStatus: 'pendingVerification' | 'active';
  emailVerified: boolean;
  referrerVerificationStatus: VerificationStatus | null;
  notificationSettings: NotificationSettings;
  passwordChangedAt: string | null;
  careerInfo: { positionAtCompany: string; companyId: string | null; companyName: string | null };
  /** log position of the last password change: sessions that started before it are refused */
  passwordChangedPosition: number;
  lastLoginAt: string | null;
  /** a new address waiting for the code sent to it */
  pendingEmail: string | null;
  /** what a referrer gave to be verified, and when it was decided */
  verification: { details: VerificationDetails; passport: FileRef; picture: FileRef; submittedAt: string; decidedAt: string | null } | null;
  /** a sign-up closed because another account verified its address: kept for the log's sake, left out of the user list */
  closedAt?: string;
  _position: number;
};

/** Shared by every account with no employment recorded: one frozen object, not one per document. */
const noCareer: UserDoc['careerInfo'] = Object.freeze({ positionAtCompany: '', companyId: null, companyName: null });

/**
 * Notification settings are a handful of switches, so most accounts hold one of a few combinations: each combination
 * is kept once (frozen) and shared by the documents holding it, rather than one object per account.
 */
const settingsKept = new Map<string, NotificationSettings>();
const SETTINGS_KEPT_MAX = 1024;
const sharedSettings = (settings: NotificationSettings): NotificationSettings => {
  const key = JSON.stringify(settings);
  const kept = settingsKept.get(key);
  if (kept) return kept;
  if (settingsKept.size >= SETTINGS_KEPT_MAX) return settings;
  const own = Object.freeze({ ...settings });
  settingsKept.set(key, own);
  return own;
};

const handled: (AccountEvent | SessionEvent)['type'][] = [
  'UserRegistered',
  'SignUpDetailsUpdated',
  'OtpVerified',
  'PasswordSet',
  'PasswordReset',
  'PasswordChanged',
  'UserLoggedIn',
  'ProfileUpdated',
  'EmailChangeRequested',
  'EmailChangeCancelled',
  'EmailChanged',
  'RegistrationClosed',
  'NotificationSettingsChanged',
  'ReferrerVerificationStatusChanged',
  'EmploymentRecorded',
  'ReferrerVerificationSubmitted',
];

/**
 * A first registration's document, made with the event's details. Handed out as a spread of the literal: later events
 * of the same batch change it in place (`evolveDraft`), and V8 makes an object built by a literal and then changed
 * that way costlier to copy (measured: about 1.5-2x the time and 3x the allocation of the store's stamped copy).
 */
const registeredUser = (recorded: RecordedEvent, data: Extract<AccountEvent, { type: 'UserRegistered' }>['data'], context: EvolveContext): UserDoc => {
  const { userId, firstName, lastName, email, mobile, userRole, dateOfBirth, at } = data;
  const made: UserDoc = {
    _id: userId,
    id: userId,
    index: context.sequence,
    firstName,
    lastName,
    email,
    mobile,
    mobileWork: '',
    picture: '',
    userRole,
    dateOfBirth,
    createdAt: at,
    accountStatus: 'pendingVerification',
    emailVerified: false,
    referrerVerificationStatus: null,
    notificationSettings: defaultNotificationSettings,
    passwordChangedAt: null,
    careerInfo: noCareer,
    passwordChangedPosition: 0,
    lastLoginAt: null,
    pendingEmail: null,
    verification: null,
    _position: recorded.position,
  };
  return { ...made };
};

/**
 * What an event does to an account's document, written into `draft` (a copy its caller owns: only its own fields are
 * set, never the objects it holds, which may be shared) and returned.
 */
const changeUser = (draft: UserDoc, recorded: RecordedEvent): UserDoc => {
  const event = recorded as unknown as AccountEvent | SessionEvent;
  switch (event.type) {
    case 'UserRegistered':
    case 'SignUpDetailsUpdated': {
      // a repeated registration updates the details of the first
      const { firstName, lastName, mobile, userRole, dateOfBirth } = event.data;
      draft.firstName = firstName;
      draft.lastName = lastName;
      if (event.type === 'UserRegistered') draft.email = event.data.email;
      draft.mobile = mobile;
      draft.userRole = userRole;
      draft.dateOfBirth = dateOfBirth;
      return draft;
    }
    case 'OtpVerified':
      if (event.data.purpose === 'signUp') draft.emailVerified = true;
      return draft;
    case 'PasswordSet':
      draft.accountStatus = 'active';
      draft.passwordChangedAt = event.data.at;
      draft.passwordChangedPosition = recorded.position;
      return draft;
    case 'PasswordReset':
    case 'PasswordChanged':
      draft.passwordChangedAt = event.data.at;
      draft.passwordChangedPosition = recorded.position;
      return draft;
    case 'UserLoggedIn':
      draft.lastLoginAt = event.data.at;
      return draft;
    case 'EmailChangeRequested':
      draft.pendingEmail = event.data.email;
      return draft;
    case 'EmailChangeCancelled':
      draft.pendingEmail = null;
      return draft;
    case 'EmailChanged':
      draft.email = event.data.email;
      draft.pendingEmail = null;
      return draft;
    case 'RegistrationClosed':
      draft.closedAt = event.data.at;
      return draft;
    case 'ProfileUpdated': {
      const { firstName, lastName, email, mobile, mobileWork, picture } = event.data;
      draft.firstName = firstName;
      draft.lastName = lastName;
      draft.email = email;
      draft.mobile = mobile;
      draft.mobileWork = mobileWork;
      draft.picture = picture;
      return draft;
    }
    case 'NotificationSettingsChanged':
      draft.notificationSettings = sharedSettings(event.data.settings);
      return draft;
    case 'ReferrerVerificationStatusChanged': {
      // a decision is anyone's but the referrer's own submission
      const decided = !('userId' in event.data.by && event.data.by.userId === draft.id);
      const verification = draft.verification && decided ? { ...draft.verification, decidedAt: event.data.at } : draft.verification;
      draft.referrerVerificationStatus = event.data.status;
      draft.verification = verification ?? null;
      return draft;
    }
    case 'ReferrerVerificationSubmitted': {
      const { details, passport, picture, at } = event.data;
      draft.verification = { details, passport, picture, submittedAt: at, decidedAt: null };
      return draft;
    }
    case 'EmploymentRecorded': {
      const { companyId, companyName, positionAtCompany } = event.data;
      draft.careerInfo = { companyId, companyName, positionAtCompany };
      return draft;
    }
    default:
      return draft;
  }
};

export const evolveUser = (doc: UserDoc | null, recorded: RecordedEvent, context: EvolveContext): UserDoc | null => {
  const event = recorded as unknown as AccountEvent | SessionEvent;
  if (doc === null) {
    if (event.type === 'UserRegistered') return registeredUser(recorded, event.data, context);
    throw new Error(`no user ${String(event.data.userId)} registered before ${event.type}`);
  }
  return changeUser({ ...doc }, recorded);
};

/**
 * One document per account. `index` comes from the counter `counters/users`, bumped once per
 * UserRegistered (by position, so a replay or a crash never counts one twice).
 */
export const usersProjection = documentProjection<UserDoc>({
  name: USERS,
  collection: USERS,
  canHandle: handled,
  documentId: (event) => (typeof event.data.userId === 'string' ? event.data.userId : null),
  evolve: evolveUser,
  // an account's later events in one batch change the copy its first one made, instead of a copy each
  evolveDraft: (draft, recorded) => changeUser(draft, recorded),
  // not unique: sign-ups of one address that are not verified yet each have a document until one is verified and the
  // others are closed (RegistrationClosed); the address stream keeps it unique
  // the search index: the activity feed's and the user list's search for a name or an e-mail looks at the users holding it
  indexes: [{ createdAt: -1, index: -1 }, { email: 1 }, { index: 1 }, { search: ['firstName', 'lastName', 'email'] }],
  sequence: { collection: COUNTERS, id: USERS, on: ['UserRegistered'] },
});
