import {
  accountDecider,
  decideAccount,
  DomainError,
  messages,
  OTP_TTL_MINUTES,
  resetStandInDecider,
  resetStandInStream,
  sessionDecider,
  sessionStream,
  userStream,
  type Account,
  type AccountCommand,
  type ActorRef,
  type Employment,
  type FileRef,
  type IssuedOtp,
  type NotificationSettings,
  type OtpPurpose,
  type ResetStandInCommand,
  type SignUpDetails,
  type UserProfile,
  type VerificationDetails,
  type VerificationStatus,
} from '@referly/domain';
import type { OtpCrypto } from '@referly/infra/crypto/secrets';
import { uuidFromDigest } from '@referly/infra/crypto/uuid';
import { handleCommand, loadState, type CommandInput } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import { createHmac } from 'node:crypto';
import { assertNotCommon, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { AccessClaims, Tokens } from '../auth/tokens.ts';
import { sessionUser } from './account-view.ts';
import { emailAddresses } from './email-addresses.ts';

const RESET_CODE_TTL_MINUTES = 15;

export type AccountsDeps = {
  eventStore: EventStore;
  tokens: Tokens;
  otpCrypto: OtpCrypto;
  clock: () => Date;
  newId: () => string;
  /** resolves once the read models have reached a position (revocations must be visible before we answer) */
  waitFor: (position: number) => Promise<unknown>;
};

type Verify = Extract<AccountCommand, { type: 'VerifyOtp' }>;

/** Each use case returns the global position of its last event, for read-your-writes. */
export const createAccountsService = (deps: AccountsDeps) => {
  const { eventStore, tokens, otpCrypto, clock, newId } = deps;
  const now = () => clock().toISOString();
  const addMinutes = (minutes: number) => new Date(clock().getTime() + minutes * 60_000).toISOString();
  const addresses = emailAddresses({ eventStore, clock });

  const run = (userId: string, input: CommandInput<AccountCommand, Account>) => handleCommand(eventStore, userStream(userId), accountDecider, input);
  const load = async (userId: string) => (await loadState(eventStore, userStream(userId), accountDecider)).state;
  const runStandIn = (standInId: string, command: ResetStandInCommand) =>
    handleCommand(eventStore, resetStandInStream(standInId), resetStandInDecider, command);

  const drawOtp = (): IssuedOtp => {
    const code = otpCrypto.newCode();
    const otpId = newId();
    return { otpId, codeHash: otpCrypto.hash(code, otpId), sealedCode: otpCrypto.seal(code), expiresAt: addMinutes(OTP_TTL_MINUTES) };
  };

  /** The guess checked against the code the account holds at the moment of deciding, on every retry. */
  const verifyCommand =
    (purpose: OtpPurpose, code: string, resetCode?: { hash: string; expiresAt: string }) =>
    (state: Account): Verify => {
      const otp = state.otps[purpose];
      const codeMatches = otp ? otpCrypto.matches(code, otp.otpId, otp.codeHash) : false;
      return { type: 'VerifyOtp', purpose, otpId: otp?.otpId ?? null, codeMatches, ...(resetCode ? { resetCode } : {}), now: now() };
    };

  const verify = async (userId: string, command: (state: Account) => Verify) => {
    const result = await run(userId, command);
    if (result.events.some((event) => event.type === 'OtpVerificationFailed')) throw new DomainError('otp_invalid', messages.otpWrong);
    return result;
  };

  /**
   * A code that proves an address: the address is claimed first (email_taken if another account holds it),
   * but only for a code that will verify, and given back if verifying fails after all.
   */
  const verifyAddress = async (userId: string, email: string, command: (state: Account) => Verify) => {
    const account = await load(userId);
    const outcome = decideAccount(command(account), account);
    if (outcome.some((event) => event.type === 'OtpVerificationFailed')) return verify(userId, command);
    await addresses.claim(email, userId);
    let result: Awaited<ReturnType<typeof verify>>;
    try {
      result = await verify(userId, command);
    } catch (error) {
      await addresses.release(email, userId);
      throw error;
    }
    // one e-mail, one account: the address's other sign-ups still waiting for their code are closed
    const closedAt = await addresses.closeOtherSignUps(email, userId);
    return { ...result, position: Math.max(result.position, closedAt) };
  };

  const startSession = async (userId: string) => {
    const sessionId = newId();
    const result = await handleCommand(eventStore, sessionStream(sessionId), sessionDecider, { type: 'StartSession', userId, sessionId, now: now() });
    const account = await load(userId);
    const token = tokens.signAccess({ sub: userId, role: account.userRole, sid: sessionId, sp: result.position });
    return { token, user: sessionUser(account), position: result.position };
  };

  /** A stable stand-in id for an address that cannot reset, so forgot-password answers alike for every address. */
  const standInKey = otpCrypto.hash('stand-in', 'forgot-password');
  const standInIdOf = (email: string) => uuidFromDigest(createHmac('sha256', standInKey).update(email).digest(), 4);

  return {
    /**
     * Every sign-up is a registration of its own: a second one for an address touches nothing of the first until one
     * of them is verified, which closes the others (closeOtherSignUps).
     */
    async signUp(details: SignUpDetails) {
      if (await addresses.holderOf(details.email)) throw new DomainError('email_taken', messages.emailTaken);
      const userId = newId();
      await addresses.startSignUp(details.email, userId);
      const result = await run(userId, { type: 'RegisterUser', userId, details, otp: drawOtp(), now: now() });
      // the address was verified meanwhile, after its sign-ups were closed: this one closes itself
      const holder = await addresses.holderOf(details.email);
      if (holder !== null) {
        await addresses.closeRegistration(userId, details.email, holder);
        throw new DomainError('email_taken', messages.emailTaken);
      }
      return { userId, position: result.position };
    },

    async verifySignUpOtp(userId: string, code: string) {
      const { profile } = await load(userId);
      const { position } = await verifyAddress(userId, profile.email, verifyCommand('signUp', code));
      const otpId = (await load(userId)).otps.signUp?.otpId ?? '';
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
      const userId = await addresses.ownerOf(email);
      const account = userId ? await load(userId) : null;
      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, password);
      if (!userId || !account?.exists || account.passwordHash === null) throw new DomainError('invalid_credentials', messages.invalidCredentials);
      await run(userId, { type: 'LogIn', passwordMatches, now: now() });
      if (!passwordMatches) throw new DomainError('invalid_credentials', messages.invalidCredentials);
      return startSession(userId);
    },

    async logOut(claims: AccessClaims) {
      const command = { type: 'EndSession' as const, userId: claims.sub, sessionId: claims.sid, now: now() };
      const { position } = await handleCommand(eventStore, sessionStream(claims.sid), sessionDecider, command);
      await deps.waitFor(position);
      return position;
    },

    /** The same answers for every address: a real code, or a stand-in under the same rules (wait, expiry, lock). */
    async sendResetOtp(email: string) {
      const userId = await addresses.ownerOf(email);
      const account = userId ? await load(userId) : null;
      if (!userId || !account?.exists || account.passwordHash === null) {
        const standInId = standInIdOf(email);
        const { position } = await runStandIn(standInId, { type: 'IssueStandInCode', standInId, expiresAt: addMinutes(OTP_TTL_MINUTES), now: now() });
        return { userId: standInId, position };
      }
      const { position } = await run(userId, { type: 'RequestPasswordReset', otp: drawOtp(), now: now() });
      return { userId, position };
    },

    async verifyResetOtp(userId: string, code: string) {
      if (!(await load(userId)).exists) {
        await runStandIn(userId, { type: 'GuessStandInCode', standInId: userId, now: now() });
        throw new DomainError('otp_invalid', messages.otpWrong);
      }
      const secret = otpCrypto.newToken();
      const resetCode = { hash: otpCrypto.hash(secret, userId), expiresAt: addMinutes(RESET_CODE_TTL_MINUTES) };
      const { position } = await verify(userId, verifyCommand('passwordReset', code, resetCode));
      return { code: `${userId}.${secret}`, position };
    },

    async resetPassword(code: string, password: string) {
      const [userId = '', secret = ''] = code.split('.');
      if (!/^[A-Za-z0-9-]{1,64}$/.test(userId)) throw new DomainError('otp_invalid', messages.resetCodeInvalid);
      assertNotCommon(password);
      const passwordHash = await hashPassword(password);
      const { position } = await run(userId, (state) => ({
        type: 'ResetPassword',
        codeMatches: state.resetCode ? otpCrypto.matches(secret, userId, state.resetCode.hash) : false,
        passwordHash,
        now: now(),
      }));
      await deps.waitFor(position);
      return position;
    },

    /** The old password is checked against the hash current when deciding: of many changes at once, exactly one succeeds. */
    async changePassword(claims: AccessClaims, oldPassword: string, password: string) {
      let passwordHash: string | undefined;
      await run(claims.sub, async (state) => {
        const oldPasswordMatches = await verifyPassword(state.passwordHash, oldPassword);
        if (oldPasswordMatches) {
          assertNotCommon(password);
          passwordHash ??= await hashPassword(password);
        }
        return { type: 'ChangePassword', oldPasswordMatches, passwordHash: passwordHash ?? '', now: now() };
      });
      // Every older session is now refused; this browser gets a fresh one.
      const session = await startSession(claims.sub);
      await deps.waitFor(session.position);
      return session;
    },

    /** A new e-mail is only asked for here: it takes effect once the code sent to it is verified. */
    async updateProfile(userId: string, profile: UserProfile) {
      let changesEmail = false;
      const result = await run(userId, async (state) => {
        changesEmail = profile.email !== state.profile.email;
        if (changesEmail && ![null, userId].includes(await addresses.holderOf(profile.email))) throw new DomainError('email_taken', messages.emailTaken);
        // a code is drawn only for a new address (random digits, a hash and a seal are not free)
        return { type: 'UpdateProfile', profile, ...(changesEmail ? { otp: drawOtp() } : {}), now: now() };
      });
      return { position: result.position, pendingEmail: changesEmail ? profile.email : null };
    },

    async verifyEmailChange(userId: string, code: string) {
      const account = await load(userId);
      const pending = account.pendingEmail;
      if (pending === null) throw new DomainError('validation_failed', messages.noEmailChangePending);
      const command = (state: Account): Verify => {
        if (state.pendingEmail !== pending) throw new DomainError('conflict', messages.noEmailChangePending);
        return verifyCommand('emailChange', code)(state);
      };
      const { position } = await verifyAddress(userId, pending, command);
      await addresses.release(account.profile.email, userId);
      return { email: pending, position };
    },

    async changeNotificationSettings(userId: string, settings: NotificationSettings) {
      return (await run(userId, { type: 'ChangeNotificationSettings', settings, now: now() })).position;
    },

    async changeVerificationStatus(userId: string, status: VerificationStatus, by: ActorRef) {
      return (await run(userId, { type: 'ChangeVerificationStatus', status, by, now: now() })).position;
    },

    /** a referrer's request to be verified: what they gave, their documents, and the company their employer's name is */
    async submitVerification(userId: string, details: VerificationDetails, passport: FileRef, picture: FileRef, employment: Employment) {
      return (await run(userId, { type: 'SubmitVerification', details, passport, picture, employment, now: now() })).position;
    },

    /** demo data only */
    async createVerifiedAccount(
      command: Omit<Extract<AccountCommand, { type: 'CreateVerifiedAccount' }>, 'type' | 'now' | 'passwordHash'> & { password: string },
    ) {
      const { password, ...rest } = command;
      if (await addresses.ownerOf(rest.details.email)) return 0;
      await addresses.claim(rest.details.email, rest.userId);
      const result = await run(rest.userId, { type: 'CreateVerifiedAccount', ...rest, passwordHash: await hashPassword(password), now: now() });
      return Math.max(result.position, await addresses.closeOtherSignUps(rest.details.email, rest.userId));
    },
  };
};
export type AccountsService = ReturnType<typeof createAccountsService>;
