import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogIn, startTestServer, type TestServer } from '../test-support/harness.ts';
import { exe, file, jpeg, logIn, pdf } from '../test-support/marketplace.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await logIn(server, 'admin@referly.dev');
});
afterAll(() => server.close());

const details = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Noor Haddad',
  email: 'noor@example.com',
  mobile: '0400111222',
  mobileOffice: '0290001111',
  companyName: 'Canva',
  companyAddress: '110 Kippax St, Surry Hills NSW',
  companyWebsite: 'https://www.canva.com',
  companyContactNumber: '0290002222',
  positionAtCompany: 'Staff Engineer',
  ...overrides,
});
const form = (overrides: Record<string, string | undefined> = {}, files: Record<string, File | undefined> = {}) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(details(overrides))) if (value !== undefined) body.append(key, value);
  const all = { passport: file(pdf('passport'), 'passport.pdf', 'application/pdf'), picture: file(jpeg(), 'me.jpg', 'image/jpeg'), ...files };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) body.append(key, value);
  return body;
};
const submit = (token: string, overrides: Record<string, string | undefined> = {}, files: Record<string, File | undefined> = {}) =>
  server.multipart('POST', '/api/referrer/send-verification-request', form(overrides, files), token);

describe('referrer verification', () => {
  it('takes the form and both documents, makes the referrer pending at the named company, and shows the admin the evidence', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    const reply = await submit(referrer.token);
    expect({ status: reply.status, message: reply.body.message }).toEqual({ status: 201, message: 'Verification request submitted successfully!' });
    const mine = await server.get('/api/referrer/verification', referrer.token);
    expect(mine.body.data).toMatchObject({
      status: 'pending',
      details: { name: 'Noor Haddad', firstName: 'Noor', lastName: 'Haddad', companyName: 'Canva', positionAtCompany: 'Staff Engineer' },
      files: { passport: { name: 'passport.pdf', url: '/api/referrer/verification/files/passport' }, picture: { name: 'me.jpg' } },
    });
    expect((await server.get('/api/user/profile', referrer.token)).body.data?.careerInfo).toEqual({
      companyId: '00000000-0000-4000-b000-000000000002',
      companyName: 'Canva',
      positionAtCompany: 'Staff Engineer',
    });
    const seen = await server.get(`/api/admin/users/${referrer.userId}`, admin);
    expect(seen.body.data?.verification).toMatchObject({
      details: { mobileOffice: '0290001111' },
      files: { passport: { url: `/api/admin/users/${referrer.userId}/verification/files/passport` } },
    });
    const passport = await server.download(`/api/admin/users/${referrer.userId}/verification/files/passport`, admin);
    expect({ status: passport.status, type: passport.headers.get('content-type'), start: passport.bytes.subarray(0, 5).toString() }).toEqual({
      status: 200,
      type: 'application/pdf',
      start: '%PDF-',
    });
    expect((await server.download('/api/referrer/verification/files/picture', referrer.token)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers each rule of spec 001 §5 with its message', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    const cases: [Record<string, string | undefined>, string, string][] = [
      [{ name: undefined }, 'name', 'Name is required.'],
      [{ name: 'R2-D2' }, 'name', 'Name should only contain letters and spaces (up to 200 characters).'],
      [{ email: 'noor@' }, 'email', 'Invalid email address.'],
      [{ mobile: '04 00' }, 'mobile', 'Phone number must be numeric and up to 15 digits only.'],
      [{ mobileOffice: '1234567890123456' }, 'mobileOffice', 'Office phone number must be numeric and up to 15 digits only.'],
      [{ companyName: 'Canva Pty. Ltd.' }, 'companyName', 'Company name should only contain letters and spaces (up to 200 characters).'],
      [{ companyAddress: '' }, 'companyAddress', 'Company address is required.'],
      [{ companyWebsite: '' }, 'companyWebsite', 'Website is required.'],
      [{ companyContactNumber: '+61290002222' }, 'companyContactNumber', 'Company contact number must be numeric and up to 15 digits only.'],
      [{ positionAtCompany: '' }, 'positionAtCompany', "Referrer's Current Position is required."],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await submit(referrer.token, overrides);
      expect({ field, error: reply.body.errors?.[field] }).toEqual({ field, error: message });
    }
    expect((await submit(referrer.token, {}, { passport: undefined })).body.message).toBe('Passport upload is required.');
    expect((await submit(referrer.token, {}, { picture: undefined })).body.message).toBe('User image upload is required.');
    const renamed = await submit(referrer.token, {}, { picture: file(exe(), 'me.png', 'image/png') });
    expect({ status: renamed.status, message: renamed.body.message }).toEqual({ status: 415, message: 'Only jpeg, jpg, png & pdf files are supported!' });
    const doc = await submit(referrer.token, {}, { passport: file(pdf(), 'passport.docx') });
    expect(doc.body.message).toBe('Only jpeg, jpg, png & pdf files are supported!');
    expect((await server.get('/api/referrer/verification', referrer.token)).body.data?.status).toBeNull();
  });

  it('is reviewed once at a time: refused while pending and once approved, open again after a rejection', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    await submit(referrer.token);
    expect((await submit(referrer.token)).body.message).toBe('Your verification is being reviewed.');
    await server.post(`/api/admin/referrers/${referrer.userId}/update-verification-status`, { newStatus: 'rejected' }, admin);
    const resubmitted = await submit(referrer.token, { positionAtCompany: 'Principal Engineer' });
    expect(resubmitted.status).toBe(201);
    expect((await server.get('/api/referrer/verification', referrer.token)).body.data).toMatchObject({
      status: 'pending',
      details: { positionAtCompany: 'Principal Engineer' },
    });
    await server.post(`/api/admin/referrers/${referrer.userId}/update-verification-status`, { newStatus: 'approved' }, admin);
    expect((await submit(referrer.token)).body.message).toBe('Your verification is already approved.');
  });

  it('adds an employer nobody listed as a pending company', async () => {
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    await submit(referrer.token, { companyName: 'Bilby Analytics' });
    expect((await server.get('/api/admin/companies?search=bilby', admin)).body.data).toEqual([
      expect.objectContaining({ name: 'Bilby Analytics', currentStatus: 'pending', createdBy: 'referrer' }),
    ]);
  });

  it('is for referrers, each seeing only their own documents', async () => {
    const seeker = await registerAndLogIn(server);
    expect((await submit(seeker.token)).status).toBe(403);
    const referrer = await registerAndLogIn(server, { userRole: 'referrer' });
    expect((await server.download('/api/referrer/verification/files/passport', referrer.token)).status).toBe(404);
    const other = await registerAndLogIn(server, { userRole: 'referrer' });
    await submit(other.token);
    expect((await server.download(`/api/admin/users/${other.userId}/verification/files/passport`, referrer.token)).status).toBe(403);
    expect((await server.download(`/api/admin/users/${other.userId}/verification/files/passport`)).status).toBe(401);
  });
});
