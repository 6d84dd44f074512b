import {
  accountDecider,
  DomainError,
  emailClaimDecider,
  emailClaimStream,
  messages,
  OTP_MAX_WRONG_GUESSES,
  OTP_RESEND_WAIT_SECONDS,
  OTP_TTL_MINUTES,
  userStream,
  type AccountCommand,
  type AccountEvent,
  type ActorRef,
  type IssuedOtp,
  type NotificationSettings,
  type OtpPurpose,
  type SignUpDetails,
  type UserProfile,
  type VerificationStatus,
} from '@referly/domain';
import type { OtpCrypto } from '@referly/infra/crypto/secrets';
import { uuidFromDigest } from '@referly/infra/crypto/uuid';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import { createHmac } from 'node:crypto';
import { assertNotCommon, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AccessClaims, Tokens } from '../auth/tokens.ts';
import { sessionUser } from './account-view.ts';

const RESET_CODE_TTL_MINUTES = 15;
const STAND_INS_KEPT = 10_000;

export type AccountsDeps = {
  eventStore: EventStore;
  tokens: Tokens;
  otpCrypto: OtpCrypto;
  clock: () => Date;
  newId: () => string;
  /** resolves once the read models have reached a position (revocations must be visible before we answer) */
  waitFor: (position: number) => Promise<unknown>;
};

/** Each use case returns the global position of its last event, for read-your-writes. */
export const createAccountsService = (deps: AccountsDeps) => {
  const { eventStore, tokens, otpCrypto, clock, newId } = deps;
  const now = () => clock().toISOString();
  const addMinutes = (minutes: number) => new Date(clock().getTime() + minutes * 60_000).toISOString();

  const run = (userId: string, command: AccountCommand) => handleCommand(eventStore, userStream(userId), accountDecider, command);
  const load = async (userId: string) => (await loadState(eventStore, userStream(userId), accountDecider)).state;
  const ownerOf = async (email: string) => (await loadState(eventStore, emailClaimStream(email), emailClaimDecider)).state.owner;

  const drawOtp = (): IssuedOtp => {
    const code = otpCrypto.newCode();
    const otpId = newId();
    return { otpId, codeHash: otpCrypto.hash(code, otpId), sealedCode: otpCrypto.seal(code), expiresAt: addMinutes(OTP_TTL_MINUTES) };
  };

  const verify = async (userId: string, purpose: OtpPurpose, code: string, resetCode?: { hash: string; expiresAt: string }) => {
    const otp = (await load(userId)).otps[purpose];
    const codeMatches = otp ? otpCrypto.matches(code, otp.otpId, otp.codeHash) : false;
    const result = await run(userId, { type: 'VerifyOtp', purpose, otpId: otp?.otpId ?? null, codeMatches, resetCode, now: now() });
    if (result.events.some((event) => event.type === 'OtpVerificationFailed')) throw new DomainError('otp_invalid', messages.otpWrong);
    return { otpId: otp?.otpId ?? '', position: result.position };
  };

  const startSession = async (userId: string) => {
    const sessionId = newId();
    const result = await run(userId, { type: 'LogIn', sessionId, passwordMatches: true, now: now() });
    const account = await load(userId);
    const token = tokens.signAccess({ sub: userId, role: account.userRole, sid: sessionId, sp: result.position });
    return { token, user: sessionUser(account), position: result.position };
  };

  /** A stable stand-in id for an address that cannot reset, so forgot-password answers alike for every address. */
  const standInKey = otpCrypto.hash('stand-in', 'forgot-password');
  const standInUserId = (email: string) => uuidFromDigest(createHmac('sha256', standInKey).update(email).digest(), 4);

  // A stand-in's code behaves like a real one that is never guessed: it re-issues after the resend wait,
  // expires, and locks after the same number of wrong guesses. Kept per node, at most STAND_INS_KEPT of them.
  const standIns = new Map<string, { issuedAt: number; expiresAt: number; wrongGuesses: number }>();
  const issueStandIn = (userId: string) => {
    const at = clock().getTime();
    const current = standIns.get(userId);
    if (current && at - current.issuedAt < OTP_RESEND_WAIT_SECONDS * 1000) return;
    standIns.delete(userId);
    standIns.set(userId, { issuedAt: at, expiresAt: at + OTP_TTL_MINUTES * 60_000, wrongGuesses: 0 });
    const oldest = standIns.keys().next().value;
    if (standIns.size > STAND_INS_KEPT && oldest !== undefined) standIns.delete(oldest);
  };
  const refuseStandIn = (userId: string): never => {
    const standIn = standIns.get(userId);
    if (standIn && standIn.wrongGuesses >= OTP_MAX_WRONG_GUESSES) throw new DomainError('otp_locked', messages.otpLocked);
    if (standIn && clock().getTime() > standIn.expiresAt) throw new DomainError('otp_expired', messages.otpExpired);
    if (standIn) standIn.wrongGuesses += 1;
    throw new DomainError('otp_invalid', messages.otpWrong);
  };

  return {
    async signUp(details: SignUpDetails) {
      const existing = await ownerOf(details.email);
      const userId = existing ?? newId();
      if (!existing) {
        await handleCommand(eventStore, emailClaimStream(details.email), emailClaimDecider, { type: 'ClaimEmail', email: details.email, userId, now: now() });
      }
      const result = await run(userId, { type: 'RegisterUser', userId, details, otp: drawOtp(), now: now() });
      return { userId, position: result.position };
    },

    async verifySignUpOtp(userId: string, code: string) {
      const { otpId, position } = await verify(userId, 'signUp', code);
      return { token: tokens.signCreatePassword({ sub: userId, otp: otpId }), position };
    },

    async resendOtp(userId: string, purpose: OtpPurpose) {
      return (await run(userId, { type: 'ResendOtp', purpose, otp: drawOtp(), now: now() })).position;
    },

    async createPassword(temporaryToken: string, password: string) {
      const claims = tokens.verifyCreatePassword(temporaryToken);
      assertNotCommon(password);
      const passwordHash = await hashPassword(password);
      return (await run(claims.sub, { type: 'SetInitialPassword', otpId: claims.otp, passwordHash, now: now() })).position;
    },

    async logIn(email: string, password: string) {
      const userId = await ownerOf(email);
      const account = userId ? await load(userId) : null;
      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, password);
      if (!userId || !account?.exists || account.passwordHash === null) throw new DomainError('invalid_credentials', messages.invalidCredentials);
      if (!passwordMatches) {
        await run(userId, { type: 'LogIn', sessionId: newId(), passwordMatches: false, now: now() });
        throw new DomainError('invalid_credentials', messages.invalidCredentials);
      }
      return startSession(userId);
    },

    async logOut(claims: AccessClaims) {
      const { position } = await run(claims.sub, { type: 'LogOut', sessionId: claims.sid, now: now() });
      await deps.waitFor(position);
      return position;
    },

    async sendResetOtp(email: string) {
      const userId = await ownerOf(email);
      const account = userId ? await load(userId) : null;
      if (!userId || !account?.exists || account.passwordHash === null) {
        const standIn = standInUserId(email);
        issueStandIn(standIn);
        // the same reply header a real request carries, so its absence gives nothing away
        return { userId: standIn, position: await eventStore.headPosition() };
      }
      const { position } = await run(userId, { type: 'RequestPasswordReset', otp: drawOtp(), now: now() });
      return { userId, position };
    },

    async verifyResetOtp(userId: string, code: string) {
      if (standIns.has(userId)) refuseStandIn(userId);
      const secret = otpCrypto.newToken();
      const { position } = await verify(userId, 'passwordReset', code, { hash: otpCrypto.hash(secret, userId), expiresAt: addMinutes(RESET_CODE_TTL_MINUTES) });
      return { code: `${userId}.${secret}`, position };
    },

    async resetPassword(code: string, password: string) {
      const [userId = '', secret = ''] = code.split('.');
      if (!/^[A-Za-z0-9-]{1,64}$/.test(userId)) throw new DomainError('otp_invalid', messages.resetCodeInvalid);
      const account = await load(userId);
      const codeMatches = account.resetCode ? otpCrypto.matches(secret, userId, account.resetCode.hash) : false;
      assertNotCommon(password);
      const passwordHash = await hashPassword(password);
      const { position } = await run(userId, { type: 'ResetPassword', codeMatches, passwordHash, now: now() });
      await deps.waitFor(position);
      return position;
    },

    async changePassword(claims: AccessClaims, oldPassword: string, password: string) {
      const account = await load(claims.sub);
      const oldPasswordMatches = await verifyPassword(account.passwordHash, oldPassword);
      if (oldPasswordMatches) assertNotCommon(password);
      const passwordHash = await hashPassword(password);
      await run(claims.sub, { type: 'ChangePassword', oldPasswordMatches, passwordHash, now: now() });
      // Every older session is now refused; this browser gets a fresh one.
      const session = await startSession(claims.sub);
      await deps.waitFor(session.position);
      return session;
    },

    async updateProfile(userId: string, profile: UserProfile) {
      const account = await load(userId);
      const previousEmail = account.profile.email;
      if (profile.email !== previousEmail) {
        await handleCommand(eventStore, emailClaimStream(profile.email), emailClaimDecider, { type: 'ClaimEmail', email: profile.email, userId, now: now() });
      }
      const result = await run(userId, { type: 'UpdateProfile', profile, now: now() });
      if (profile.email !== previousEmail) {
        await handleCommand(eventStore, emailClaimStream(previousEmail), emailClaimDecider, { type: 'ReleaseEmail', email: previousEmail, userId, now: now() });
      }
      return result.position;
    },

    async changeNotificationSettings(userId: string, settings: NotificationSettings) {
      return (await run(userId, { type: 'ChangeNotificationSettings', settings, now: now() })).position;
    },

    async changeVerificationStatus(userId: string, status: VerificationStatus, by: ActorRef) {
      return (await run(userId, { type: 'ChangeVerificationStatus', status, by, now: now() })).position;
    },

    /** demo data only */
    async createVerifiedAccount(
      command: Omit<Extract<AccountCommand, { type: 'CreateVerifiedAccount' }>, 'type' | 'now' | 'passwordHash'> & { password: string },
    ) {
      const { password, ...rest } = command;
      if (await ownerOf(rest.details.email)) return 0;
      await handleCommand(eventStore, emailClaimStream(rest.details.email), emailClaimDecider, {
        type: 'ClaimEmail',
        email: rest.details.email,
        userId: rest.userId,
        now: now(),
      });
      const result = await run(rest.userId, { type: 'CreateVerifiedAccount', ...rest, passwordHash: await hashPassword(password), now: now() });
      return result.position;
    },
  };
};
export type AccountsService = ReturnType<typeof createAccountsService>;
export type { AccountEvent };
