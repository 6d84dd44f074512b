import {
  changePasswordSchema,
  createPasswordSchema,
  DomainError,
  forgotPasswordResetSchema,
  forgotPasswordSendSchema,
  forgotPasswordVerifySchema,
  loginSchema,
  messages,
  notificationSettingsSchema,
  profileUpdateSchema,
  resendOtpSchema,
  signUpSchema,
  verifyEmailChangeSchema,
  verifyOtpSchema,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { getUser } from '@referly/projections/accounts/queries';
import { Router, type RequestHandler } from 'express';
import { principalOf, requireAuth, type Authenticator } from '../auth/authenticate.ts';
import { bearerToken } from '../auth/tokens.ts';
import { parse } from '../http/parse.ts';
import { byEmail, byUserId, type RateLimits } from '../http/rate-limit.ts';
import { replyCommand } from '../http/reply.ts';
import { profileReplies } from './profile-replies.ts';
import type { AccountsService } from './accounts-service.ts';

export type AccountsRoutesDeps = {
  accounts: AccountsService;
  authenticate: Authenticator;
  readStore: ReadStore;
  today: () => string;
  rateLimits: RateLimits;
};

export const accountsRoutes = ({ accounts, authenticate, readStore, today, rateLimits }: AccountsRoutesDeps): Router => {
  const router = Router();
  const limited = rateLimits.for;
  const signedIn = requireAuth(authenticate);

  router.post('/user/create', limited('create', byEmail), async (req, res) => {
    const { userId, position } = await accounts.signUp(parse(signUpSchema(today()), req.body));
    replyCommand(res, position, { message: messages.toastCreateUser, data: { userId } }, 201);
  });

  router.post('/user/verify-otp', limited('verify-otp', byUserId), async (req, res) => {
    const { userId, otp } = parse(verifyOtpSchema, req.body);
    const { token, position } = await accounts.verifySignUpOtp(userId, otp);
    replyCommand(res, position, { message: messages.toastOtpVerified, data: { token } });
  });

  router.post('/user/resend-otp', limited('resend-otp', byUserId), async (req, res) => {
    const { userId } = parse(resendOtpSchema, req.body);
    replyCommand(res, await accounts.resendOtp(userId, 'signUp'), { message: messages.toastOtpResent });
  });

  router.post('/user/create-password', limited('create-password'), async (req, res) => {
    const { password } = parse(createPasswordSchema, req.body);
    const position = await accounts.createPassword(bearerToken(req.get('authorization')) ?? '', password);
    replyCommand(res, position, { message: messages.toastPasswordCreated });
  });

  const login: RequestHandler = async (req, res) => {
    const { email, password } = parse(loginSchema, req.body);
    const { token, user, position } = await accounts.logIn(email, password);
    replyCommand(res, position, { message: messages.toastLoggedIn, data: { token, user } });
  };
  // The spec's client calls the double-slash path; the single-slash one is its correctly spelt alias.
  router.post('//user/login', limited('login', byEmail), login);
  router.post('/user/login', limited('login', byEmail), login);

  router.post('/user/logout', signedIn, async (_req, res) => {
    replyCommand(res, await accounts.logOut(principalOf(res.locals)), { message: 'Logged out.' });
  });

  router.post('/user/forgot-password/send-otp', limited('forgot-send', byEmail), async (req, res) => {
    const { email } = parse(forgotPasswordSendSchema, req.body);
    const { userId, position } = await accounts.sendResetOtp(email);
    replyCommand(res, position, { message: messages.toastOtpSent, data: { userId } });
  });

  router.post('/user/forgot-password/verify-otp', limited('forgot-verify', byUserId), async (req, res) => {
    const { userId, otp } = parse(forgotPasswordVerifySchema, req.body);
    const { code, position } = await accounts.verifyResetOtp(userId, otp);
    replyCommand(res, position, { message: messages.toastOtpVerified, data: { code } });
  });

  router.post('/user/forgot-password/create-password', limited('forgot-reset'), async (req, res) => {
    const { code, password } = parse(forgotPasswordResetSchema, req.body);
    replyCommand(res, await accounts.resetPassword(code, password), { message: messages.toastPasswordReset });
  });

  const profileReply = profileReplies(readStore);
  router.get('/user/profile', signedIn, async (_req, res) => {
    res.type('application/json').send(await profileReply(principalOf(res.locals).sub));
  });

  router.put('/user', signedIn, async (req, res) => {
    const { sub } = principalOf(res.locals);
    const input = parse(profileUpdateSchema, req.body);
    const { position, pendingEmail } = await accounts.updateProfile(sub, { ...input, picture: input.picture ?? '' });
    replyCommand(res, position, { message: messages.toastProfileUpdated, ...(pendingEmail ? { data: { pendingEmail } } : {}) });
  });

  router.post('/user/verify-email-change', signedIn, limited('verify-email-change'), async (req, res) => {
    const { otp } = parse(verifyEmailChangeSchema, req.body);
    const { email, position } = await accounts.verifyEmailChange(principalOf(res.locals).sub, otp);
    replyCommand(res, position, { message: messages.toastEmailChanged, data: { email } });
  });

  router.post('/user/resend-email-change', signedIn, limited('resend-email-change'), async (_req, res) => {
    replyCommand(res, await accounts.resendOtp(principalOf(res.locals).sub, 'emailChange'), { message: messages.toastOtpResent });
  });

  router.post('/user/change-password', signedIn, limited('change-password'), async (req, res) => {
    const { oldPassword, password } = parse(changePasswordSchema, req.body);
    const { token, user, position } = await accounts.changePassword(principalOf(res.locals), oldPassword, password);
    replyCommand(res, position, { message: messages.toastPasswordChanged, data: { token, user } });
  });

  router.get('/user/notification-settings', signedIn, async (_req, res) => {
    const user = await getUser(readStore, principalOf(res.locals).sub);
    if (!user) throw new DomainError('not_found', messages.userNotFound);
    res.json({ statusCode: 200, data: user.notificationSettings });
  });

  router.put('/user/notification-settings', signedIn, async (req, res) => {
    const settings = parse(notificationSettingsSchema, req.body);
    const position = await accounts.changeNotificationSettings(principalOf(res.locals).sub, settings);
    replyCommand(res, position, { message: messages.toastNotificationsSaved, data: settings });
  });

  return router;
};
