import { call, profileOf, signUp } from './http-client.ts';
import type { Target } from './load.ts';

export type BareClient = { base: string; id: string };
export type ReferlyClient = { base: string; token: string; profile: Record<string, unknown> };

/** The bare server: PUT /profile/{id}, GET /profile/{id}. */
export const bareTarget: Target<BareClient> = {
  write: async ({ base, id }, firstName) => {
    const reply = await call(base, 'PUT', `/profile/${id}`, { body: { firstName } });
    if (reply.status !== 200) throw new Error(`bare PUT answered ${reply.status}`);
    return reply.headers.get('x-referly-position') ?? undefined;
  },
  read: async ({ base, id }) => {
    const data = (await call(base, 'GET', `/profile/${id}`)).body.data as { firstName?: string } | undefined;
    return data?.firstName ?? null;
  },
};

/** Referly: PUT /api/user (a command), then GET /api/user/profile after its position (read-your-writes). */
export const referlyTarget: Target<ReferlyClient> = {
  write: async ({ base, token, profile }, firstName) => {
    const mobileWork = typeof profile.mobileWork === 'string' && profile.mobileWork !== '' ? profile.mobileWork : '0298765432';
    const body = { firstName, lastName: profile.lastName, mobile: profile.mobile, email: profile.email, mobileWork };
    const reply = await call(base, 'PUT', '/api/user', { body, token });
    if (reply.status !== 200) throw new Error(`PUT /api/user answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply.headers.get('x-referly-position') ?? undefined;
  },
  read: async ({ base, token }, after) => {
    const profile = await profileOf(base, token, after);
    return typeof profile.firstName === 'string' ? profile.firstName : null;
  },
};

export const referlyClients = async (base: string, count: number, password: string): Promise<ReferlyClient[]> => {
  const clients: ReferlyClient[] = [];
  for (let c = 0; c < count; c += 1) {
    const token = await signUp(base, `bench.client.${c}.${Date.now()}@example.com`, password);
    clients.push({ base, token, profile: await profileOf(base, token) });
  }
  return clients;
};

export const referlyClientOf = async (base: string, token: string): Promise<ReferlyClient> => ({ base, token, profile: await profileOf(base, token) });
