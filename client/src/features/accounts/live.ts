import { verificationStatuses, type VerificationStatus } from '@referly/domain';
import { profileQuery, type Profile } from '../../lib/profile';
import { getSessionUser, updateSessionUser, withProfile, withVerificationStatus, type SessionProfile } from '../../lib/session';
import type { LiveEvent, LiveHandlers } from '../../lib/socket';
import { toast } from '../../lib/toast';

/** What the person is told, wherever they are, when an admin decides on their verification (UI.md: a toast when it concerns them). */
export const verificationToasts: Record<VerificationStatus, { kind: 'success' | 'error'; message: string }> = {
  approved: { kind: 'success', message: 'Your referrer verification has been approved.' },
  rejected: { kind: 'error', message: 'Your referrer verification was not approved.' },
  pending: { kind: 'success', message: 'Your referrer verification is being reviewed.' },
};

const isVerificationStatus = (value: unknown): value is VerificationStatus =>
  typeof value === 'string' && (verificationStatuses as readonly string[]).includes(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The profile fields a pushed `ProfileUpdated` carries (docs/API.md), as the stored user keeps them. */
const pushedProfile = (data: Record<string, unknown>): SessionProfile => {
  const profile: SessionProfile = {};
  for (const key of ['firstName', 'lastName', 'email', 'mobile'] as const) {
    const value = text(data[key]);
    if (value !== undefined) profile[key] = value;
  }
  if (typeof data.picture === 'string' || data.picture === null) profile.picture = data.picture;
  return profile;
};

const readProfile = (profile: Profile): SessionProfile => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  mobile: profile.mobile,
  picture: profile.picture ?? null,
});

// Counts the changes to me pushed live, by kind: a catch-up read that overlapped one of them may be older than it.
const pushedToMe = { profile: 0, verification: 0 };

const concernsMe = (event: LiveEvent): boolean => {
  const me = getSessionUser();
  return me !== null && event.data?.userId === me.id;
};

// The stored user is what the header, the dashboards and the referrer guards read, so a change must reach it at once.
// Answers whether the status is news: older sessions carry only `referrerVerification.status`.
const storeVerificationStatus = (status: unknown): boolean => {
  const me = getSessionUser();
  if (!me || !isVerificationStatus(status)) return false;
  const known = me.referrerVerificationStatus ?? me.referrerVerification?.status ?? null;
  if (me.referrerVerificationStatus !== status) updateSessionUser((user) => withVerificationStatus(user, status));
  return known !== status;
};

const tell = (status: unknown) => {
  if (!isVerificationStatus(status)) return;
  const { kind, message } = verificationToasts[status];
  toast[kind](message);
};

/**
 * The signed-in person's own account: pushed changes to them, and the stored session user refreshed
 * from their profile each time the socket is ready (so at every app load with a token, and after every reconnect).
 */
export const accountsLive: LiveHandlers = {
  onEvent: (event) => {
    if (!concernsMe(event) || !event.data) return;
    if (event.type === 'ProfileUpdated') {
      pushedToMe.profile += 1;
      const profile = pushedProfile(event.data);
      updateSessionUser((user) => withProfile(user, profile));
    }
    if (event.type === 'ReferrerVerificationStatusChanged') {
      pushedToMe.verification += 1;
      storeVerificationStatus(event.data.status);
      // every open tab says it, even one whose stored user another tab already updated
      tell(event.data.status);
    }
  },
  onCatchUp: async (queryClient) => {
    const me = getSessionUser();
    if (!me) return;
    const before = { ...pushedToMe };
    const profile = await queryClient.fetchQuery(profileQuery);
    if (profile.id !== getSessionUser()?.id) return;
    // Every change after `ready` is pushed, in order: once one of a kind arrived during the read, the pushes have the last word.
    if (pushedToMe.profile === before.profile) {
      updateSessionUser((user) => ({ ...withProfile(user, readProfile(profile)), ...(profile.careerInfo ? { careerInfo: profile.careerInfo } : {}) }));
    }
    // a decision made while this page was closed or offline is news too
    if (pushedToMe.verification === before.verification && storeVerificationStatus(profile.referrerVerificationStatus)) {
      tell(profile.referrerVerificationStatus);
    }
  },
};
