import { api } from '../../../lib/api';
import type { SessionUser } from '../../../lib/session';

type Envelope<T> = { message?: string; data?: T };

/** The login answer's `data` (spec 000 §3): the token may be missing, which the flow reports as 'Token not received'. */
export type LoginData = { token?: string; user: SessionUser };

type SignUpBody = { firstName: string; lastName: string; email: string; mobile: string; userRole: string; dateOfBirth: string };

const dataOf = <T>(reply: Envelope<T>): T => {
  if (reply.data === undefined) throw new Error(reply.message ?? 'Unexpected reply from server.');
  return reply.data;
};

/** The calls of the auth modal, spec 000 §7, exactly as docs/API.md lists them. */
export const authRequests = {
  createUser: async (body: SignUpBody) => dataOf(await api.post<Envelope<{ userId: string }>>('/api/user/create', body)),
  verifyOtp: async (body: { userId: string; otp: string[] }) => dataOf(await api.post<Envelope<{ token: string }>>('/api/user/verify-otp', body)),
  resendOtp: (body: { userId: string }) => api.post<Envelope<unknown>>('/api/user/resend-otp', body),
  createPassword: ({ token, ...body }: { password: string; confirmPassword: string; token: string }) =>
    api.post<Envelope<unknown>>('/api/user/create-password', body, { token }),
  // the double slash is the spec's path
  logIn: async (body: { email: string; password: string }) => dataOf(await api.post<Envelope<LoginData>>('/api//user/login', body)),
  sendResetOtp: async (body: { email: string }) => dataOf(await api.post<Envelope<{ userId: string }>>('/api/user/forgot-password/send-otp', body)),
  verifyResetOtp: async (body: { userId: string; otp: string[] }) =>
    dataOf(await api.post<Envelope<{ code: string }>>('/api/user/forgot-password/verify-otp', body)),
  resetPassword: (body: { code: string; password: string; confirmPassword: string }) =>
    api.post<Envelope<unknown>>('/api/user/forgot-password/create-password', body),
};
