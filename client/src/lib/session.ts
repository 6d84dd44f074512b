import { useSyncExternalStore } from 'react';
import type { UserRole, VerificationStatus } from '@referly/domain';

/** Browser storage keys named by spec 000 §3. */
export const storageKeys = {
  authToken: 'authToken',
  userId: 'userId',
  user: 'user',
  token: 'token',
  forgotCode: 'forgotCode',
} as const;

/** The login answer's `data.user` (docs/API.md). */
export type SessionUser = {
  user: string;
  id: string;
  _id: string;
  email: string;
  mobile: string;
  userRole: UserRole;
  personalInfo: { firstName: string; lastName: string; picture?: string };
  careerInfo?: { positionAtCompany?: string; companyId?: string | null; companyName?: string | null };
  referrerVerification: { status: string } | null;
  referrerVerificationStatus: VerificationStatus | null;
};

export type Session = { token: string | null; user: SessionUser | null };

type AuxKey = 'userId' | 'token' | 'forgotCode';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// localStorage can throw (private mode, quota); the session then simply reads as absent.
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null) => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // nothing else can keep it; the in-memory snapshot below still reflects the change
  }
};

const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  'userRole' in value &&
  typeof value.userRole === 'string' &&
  'personalInfo' in value &&
  typeof value.personalInfo === 'object';

export const getAuthToken = (): string | null => read(storageKeys.authToken);

export const getSessionUser = (): SessionUser | null => {
  const raw = read(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

export const setSession = (token: string, user: SessionUser) => {
  write(storageKeys.authToken, token);
  write(storageKeys.user, JSON.stringify(user));
  notify();
};

/** Replaces only the stored user, e.g. when a live event changes the verification status. */
export const updateSessionUser = (update: (user: SessionUser) => SessionUser) => {
  const user = getSessionUser();
  if (!user) return;
  write(storageKeys.user, JSON.stringify(update(user)));
  notify();
};

/** The parts of the stored user a profile change brings (spec 000 §3 keeps names and picture under personalInfo). */
export type SessionProfile = { firstName?: string; lastName?: string; picture?: string | null; email?: string; mobile?: string };

export const withProfile = (user: SessionUser, profile: SessionProfile): SessionUser => {
  const personalInfo = {
    ...user.personalInfo,
    firstName: profile.firstName ?? user.personalInfo.firstName,
    lastName: profile.lastName ?? user.personalInfo.lastName,
  };
  // an empty or null picture removes it
  if (profile.picture !== undefined) {
    if (profile.picture) personalInfo.picture = profile.picture;
    else delete personalInfo.picture;
  }
  return { ...user, email: profile.email ?? user.email, mobile: profile.mobile ?? user.mobile, personalInfo };
};

/** Both fields name the same fact; older sessions carry only `referrerVerification.status`. */
export const withVerificationStatus = (user: SessionUser, status: VerificationStatus): SessionUser => ({
  ...user,
  referrerVerificationStatus: status,
  referrerVerification: { ...(user.referrerVerification ?? {}), status },
});

export const clearSession = () => {
  write(storageKeys.authToken, null);
  write(storageKeys.user, null);
  notify();
};

export const getItem = (key: AuxKey): string | null => read(storageKeys[key]);
export const setItem = (key: AuxKey, value: string) => write(storageKeys[key], value);
export const removeItem = (key: AuxKey) => write(storageKeys[key], null);

// useSyncExternalStore needs a stable snapshot, so it is rebuilt only when the raw strings change.
let snapshot: Session = { token: null, user: null };
let snapshotKey: string | null = null;
const getSnapshot = (): Session => {
  const token = getAuthToken();
  const rawUser = read(storageKeys.user);
  const key = `${token ?? ''}\u0000${rawUser ?? ''}`;
  if (key !== snapshotKey) {
    snapshotKey = key;
    snapshot = { token, user: getSessionUser() };
  }
  return snapshot;
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // another tab signing in or out
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.authToken || event.key === storageKeys.user) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

const serverSnapshot: Session = { token: null, user: null };

export const useSession = (): Session => useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
