import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { malformedUploadMessage } from '../http/uploads.ts';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { file, jpeg, pdf } from '../test-support/marketplace.ts';
import { hostileSvg, malformedMultipart, png, rawPost } from '../test-support/upload-files.ts';

/** The upload rules of docs/API.md on the referrer's verification: pictures, broken bodies, names, downloads. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const form = (files: Record<string, File>) => {
  const body = new FormData();
  const fields = {
    name: 'Noor Haddad',
    email: 'noor@example.com',
    mobile: '0400111222',
    mobileOffice: '0290001111',
    companyName: 'Canva',
    companyAddress: '110 Kippax St, Surry Hills NSW',
    companyWebsite: 'https://www.canva.com',
    companyContactNumber: '0290002222',
    positionAtCompany: 'Staff Engineer',
  };
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  const all = { passport: file(pdf('passport'), 'passport.pdf', 'application/pdf'), picture: file(jpeg(), 'me.jpg', 'image/jpeg'), ...files };
  for (const [key, value] of Object.entries(all)) body.append(key, value);
  return body;
};
const submit = (token: string, files: Record<string, File> = {}) => server.multipart('POST', '/api/referrer/send-verification-request', form(files), token);

describe('POST /api/referrer/send-verification-request uploads', () => {
  it('refuses an SVG for the photo, even one named .png, with the spec message', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    for (const name of ['me.svg', 'me.png']) {
      const reply = await submit(referrer.token, { picture: file(hostileSvg, name, 'image/svg+xml') });
      expect({ name, status: reply.status, message: reply.body.message }).toEqual({
        name,
        status: 415,
        message: 'Only jpeg, jpg, png & pdf files are supported!',
      });
    }
    expect((await server.get('/api/referrer/verification', referrer.token)).body.data?.status).not.toBe('pending');
  });

  it('answers malformed multipart 400 with a clear message, keeping nothing', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    for (const { label, contentType, body } of malformedMultipart('passport'))
      expect(await rawPost(server.referly.url, '/api/referrer/send-verification-request', contentType, body, referrer.token), label).toMatchObject({
        status: 400,
        body: { message: malformedUploadMessage },
      });
    expect((await server.get('/api/referrer/verification', referrer.token)).body.data?.files).toBeNull();
  });

  it('keeps the names in UTF-8 and serves each document as an attachment that never runs', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    const reply = await submit(referrer.token, {
      passport: file(pdf('passport'), 'パスポート.pdf', 'application/pdf'),
      picture: file(png, 'photo-é.png', 'image/png'),
    });
    expect(reply.status).toBe(201);
    const files = (await server.get('/api/referrer/verification', referrer.token)).body.data?.files;
    expect([files?.passport?.name, files?.picture?.name, files?.picture?.mime]).toEqual(['パスポート.pdf', 'photo-é.png', 'image/png']);
    for (const [kind, name] of [
      ['passport', 'パスポート.pdf'],
      ['picture', 'photo-é.png'],
    ]) {
      const download = await server.download(`/api/referrer/verification/files/${kind}`, referrer.token);
      expect({
        disposition: download.headers.get('content-disposition'),
        sniff: download.headers.get('x-content-type-options'),
        csp: download.headers.get('content-security-policy'),
      }).toEqual({
        disposition: `attachment; filename="${String(name).replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(String(name))}`,
        sniff: 'nosniff',
        csp: "default-src 'none'; sandbox",
      });
    }
  });
});
