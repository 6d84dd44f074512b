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

export const evolveUser = (doc: UserDoc | null, recorded: RecordedEvent, context: EvolveContext): UserDoc | null => {
  const event = recorded as unknown as AccountEvent | SessionEvent;
  if (event.type === 'UserRegistered') {
    const { userId, firstName, lastName, email, mobile, userRole, dateOfBirth, at } = event.data;
    // a first registration's document is made once, with the event's details; a repeated one updates them
    if (doc !== null) return { ...doc, firstName, lastName, email, mobile, userRole, dateOfBirth };
    return {
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
  }
  if (doc === null) throw new Error(`no user ${String(event.data.userId)} registered before ${event.type}`);
  switch (event.type) {
    case 'SignUpDetailsUpdated': {
      const { firstName, lastName, mobile, userRole, dateOfBirth } = event.data;
      return { ...doc, firstName, lastName, mobile, userRole, dateOfBirth };
    }
    case 'OtpVerified':
      return event.data.purpose === 'signUp' ? { ...doc, emailVerified: true } : doc;
    case 'PasswordSet':
      return { ...doc, accountStatus: 'active', passwordChangedAt: event.data.at, passwordChangedPosition: recorded.position };
    case 'PasswordReset':
    case 'PasswordChanged':
      return { ...doc, passwordChangedAt: event.data.at, passwordChangedPosition: recorded.position };
    case 'UserLoggedIn':
      return { ...doc, lastLoginAt: event.data.at };
    case 'EmailChangeRequested':
      return { ...doc, pendingEmail: event.data.email };
    case 'EmailChangeCancelled':
      return { ...doc, pendingEmail: null };
    case 'EmailChanged':
      return { ...doc, email: event.data.email, pendingEmail: null };
    case 'RegistrationClosed':
      return { ...doc, closedAt: event.data.at };
    case 'ProfileUpdated': {
      const { firstName, lastName, email, mobile, mobileWork, picture } = event.data;
      return { ...doc, firstName, lastName, email, mobile, mobileWork, picture };
    }
    case 'NotificationSettingsChanged':
      return { ...doc, notificationSettings: sharedSettings(event.data.settings) };
    case 'ReferrerVerificationStatusChanged': {
      // a decision is anyone's but the referrer's own submission
      const decided = !('userId' in event.data.by && event.data.by.userId === doc.id);
      const verification = doc.verification && decided ? { ...doc.verification, decidedAt: event.data.at } : doc.verification;
      return { ...doc, referrerVerificationStatus: event.data.status, verification: verification ?? null };
    }
    case 'ReferrerVerificationSubmitted': {
      const { details, passport, picture, at } = event.data;
      return { ...doc, verification: { details, passport, picture, submittedAt: at, decidedAt: null } };
    }
    case 'EmploymentRecorded': {
      const { companyId, companyName, positionAtCompany } = event.data;
      return { ...doc, careerInfo: { companyId, companyName, positionAtCompany } };
    }
    default:
      return doc;
  }
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
  // not unique: sign-ups of one address that are not verified yet each have a document until one is verified and the
  // others are closed (RegistrationClosed); the address stream keeps it unique
  // the search index: the activity feed's and the user list's search for a name or an e-mail looks at the users holding it
  indexes: [{ createdAt: -1, index: -1 }, { email: 1 }, { index: 1 }, { search: ['firstName', 'lastName', 'email'] }],
  sequence: { collection: COUNTERS, id: USERS, on: ['UserRegistered'] },
});
