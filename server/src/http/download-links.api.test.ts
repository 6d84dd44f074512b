import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, referralMessages } from '@referly/domain';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { file, logIn, paidRequest, pdf, verifiedReferrer } from '../test-support/marketplace.ts';
import { DOWNLOAD_LINK_TTL_SECONDS, downloadLinkMessages } from './download-links.ts';

/**
 * A browser downloads a file by navigating to a short-lived signed link (issue 13 §1: the client makes no `blob:`
 * address for anything but a raster picture): the file route, asked with the bearer and `?link=1`, checks access and
 * answers the link; the link, with no bearer, checks the session and the access again and sends the file as a download.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const resumeBytes = pdf('Mia’s own resume');
const seekerWithResume = async () => {
  const seeker = await registerAndLogIn(server);
  const { referralId } = await paidRequest(server, seeker, { resume: file(resumeBytes, 'Mia Resume.pdf', 'application/pdf') });
  return { seeker, path: `/api/job-referral/${referralId}/files/resume` };
};
const linkTo = async (path: string, token: string) => {
  const reply = await server.get(`${path}${path.includes('?') ? '&' : '?'}link=1`, token);
  expect(reply.status).toBe(200);
  return String(reply.body.data?.url);
};
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') ?? '';
/** a navigation to the link: no bearer */
const follow = (url: string) => server.download(url);
const problemOf = async (url: string) => {
  const reply = await follow(url);
  return [reply.status, (JSON.parse(reply.bytes.toString('utf8')) as { message?: string }).message];
};

describe('download links', () => {
  it('answers a link to the same address, and the link alone downloads the exact bytes as an attachment that never renders', async () => {
    const { seeker, path } = await seekerWithResume();
    const url = await linkTo(path, seeker.token);
    expect(url).toMatch(new RegExp(`^${path}\\?ticket=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    const got = await follow(url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(resumeBytes)).toBe(true);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="Mia Resume.pdf"; filename*=UTF-8''Mia%20Resume.pdf`);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // the same link works again within its time
    expect((await follow(url)).bytes.equals(resumeBytes)).toBe(true);
  });

  it('answers a link only after the route’s own access check, and only to a bearer', async () => {
    const { path } = await seekerWithResume();
    const stranger = await registerAndLogIn(server);
    expect((await server.get(`${path}?link=1`, stranger.token)).status).toBe(404);
    expect((await server.get(`${path}?link=1`)).status).toBe(401);
    expect(await linkTo(path, admin)).toContain('ticket=');
  });

  it('refuses a forged or malformed ticket as not valid, never with a 500', async () => {
    const { seeker, path } = await seekerWithResume();
    const url = await linkTo(path, seeker.token);
    const [body = '', signature = ''] = ticketOf(url).split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    const stranger = await registerAndLogIn(server);
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, sub: stranger.userId })).toString('base64url');
    const invalid = [401, downloadLinkMessages.invalid];
    expect(await problemOf(`${path}?ticket=${forgedBody}.${signature}`)).toEqual(invalid);
    expect(await problemOf(`${path}?ticket=${body}.${signature.slice(0, -2)}AA`)).toEqual(invalid);
    for (const ticket of ['', 'garbage', 'a.b.c', `${body}.`, `.${signature}`, `${Buffer.from('not json').toString('base64url')}.${signature}`]) {
      expect(await problemOf(`${path}?ticket=${encodeURIComponent(ticket)}`)).toEqual(invalid);
    }
  });

  it('refuses a ticket for another address: another file, another request, or another query', async () => {
    const mia = await seekerWithResume();
    const other = await seekerWithResume();
    const ticket = ticketOf(await linkTo(mia.path, mia.seeker.token));
    const invalid = [401, downloadLinkMessages.invalid];
    expect(await problemOf(`${mia.path.replace(/resume$/, 'coverLetter')}?ticket=${ticket}`)).toEqual(invalid);
    expect(await problemOf(`${other.path}?ticket=${ticket}`)).toEqual(invalid);
    expect(await problemOf(`${mia.path}?ticket=${ticket}&x=1`)).toEqual(invalid);
    // the activity export's link is for exactly its filter
    const exported = ticketOf(await linkTo('/api/admin/activity/export?q=Mia', admin));
    expect(await problemOf(`/api/admin/activity/export?ticket=${exported}`)).toEqual(invalid);
  });

  it(`refuses a ticket once its ${DOWNLOAD_LINK_TTL_SECONDS} s are over`, async () => {
    const { seeker, path } = await seekerWithResume();
    const url = await linkTo(path, seeker.token);
    server.clock.advance((DOWNLOAD_LINK_TTL_SECONDS - 1) * 1000);
    expect((await follow(url)).status).toBe(200);
    server.clock.advance(1000);
    expect(await problemOf(url)).toEqual([401, downloadLinkMessages.expired]);
  });

  it('refuses a link of a session that ended (a logout) after it was made', async () => {
    const { seeker, path } = await seekerWithResume();
    const url = await linkTo(path, seeker.token);
    expect((await server.post('/api/user/logout', undefined, seeker.token)).status).toBe(200);
    expect(await problemOf(url)).toEqual([401, messages.sessionExpired]);
  });

  it('refuses a link of someone who lost access to the file since it was made (another referrer took the request)', async () => {
    const { path } = await seekerWithResume();
    const riley = await logIn(server, 'referrer@referly.dev');
    const rhea = await verifiedReferrer(server, 'Atlassian', admin);
    const url = await linkTo(path, riley);
    expect((await follow(url)).status).toBe(200);
    const id = path.split('/')[3] ?? '';
    expect((await server.put(`/api/job-referral/referrer/${id}`, { status: 'inProgress' }, rhea.token)).status).toBe(200);
    expect(await problemOf(url)).toEqual([404, referralMessages.notFound]);
    expect((await follow(await linkTo(path, rhea.token))).bytes.equals(resumeBytes)).toBe(true);
  });

  it('downloads the admin’s activity export through its link, as an attachment', async () => {
    const url = await linkTo('/api/admin/activity/export', admin);
    const got = await follow(url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.bytes.toString('utf8')).toMatch(/^\ufeff/);
  });
});
