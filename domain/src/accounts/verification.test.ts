import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { at, details, registered, t0 } from './account.fixtures.ts';
import { accountDecider } from './decide.ts';
import type { AccountEvent, VerificationDetails } from './events.ts';
import { PHONE_TYPING, referrerVerificationSchema, splitName, TEXT_TYPING, verificationFileProblem } from './verification.ts';

const form = {
  name: 'Riley Tran',
  email: 'riley@atlassian.com',
  mobile: '0412345678',
  mobileOffice: '0292621443',
  companyName: 'Atlassian',
  companyAddress: '341 George St, Sydney NSW 2000',
  companyWebsite: 'https://atlassian.com',
  companyContactNumber: '0292621400',
  positionAtCompany: 'Senior Engineer',
};

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The field errors a refusal shows, the first of each field, as the server turns them into a problem's errors. */
const issues = (result: Parsed) =>
  result.error?.issues
    .filter((issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index)
    .map(({ path, message }) => ({ path, message }));
const refusal = (field: string, value: unknown) => issues(referrerVerificationSchema.safeParse({ ...form, [field]: value }));
const letters = (length: number) => 'a'.repeat(length);

describe('referrerVerificationSchema (spec 001 §5, the verification form)', () => {
  it('takes the form, trimmed, the e-mail in lower case and the name split in two', () =>
    expect(
      referrerVerificationSchema.parse({ ...form, name: '  Riley Tran ', email: ' Riley@Atlassian.COM ', mobile: ' 0412345678 ', companyAddress: ' Sydney ' }),
    ).toEqual({ ...form, companyAddress: 'Sydney', firstName: 'Riley', lastName: 'Tran' }));

  it.each([
    ['name', 'Name is required.'],
    ['email', 'Email is required.'],
    ['mobile', 'Phone number is required.'],
    ['mobileOffice', 'Office phone number is required.'],
    ['companyName', 'Company name is required.'],
    ['companyAddress', 'Company address is required.'],
    ['companyWebsite', 'Website is required.'],
    ['companyContactNumber', 'Company contact number is required.'],
    ['positionAtCompany', "Referrer's Current Position is required."],
  ])('says %s is required when it is missing or blank', (field, message) => {
    expect(refusal(field, undefined)).toEqual([{ path: [field], message }]);
    expect(refusal(field, '   ')).toEqual([{ path: [field], message }]);
  });

  it.each([
    ['name', 'Name should only contain letters and spaces (up to 200 characters).'],
    ['companyName', 'Company name should only contain letters and spaces (up to 200 characters).'],
    ['positionAtCompany', "Referrer's Current Position should only contain letters and spaces (up to 200 characters)."],
  ])('takes only letters and spaces, up to 200, for %s', (field, message) => {
    for (const value of ['José Álvarez', 'Nguyễn Văn An', '王 小明', 'Zoë', letters(200)]) expect(refusal(field, value)).toBeUndefined();
    for (const value of [letters(201), 'Riley2', "O'Brien", 'Mia-Rose', 'Pty. Ltd', 'Riley_Tran'])
      expect(refusal(field, value)).toEqual([{ path: [field], message }]);
  });

  it.each([
    ['mobile', 'Phone number must be numeric and up to 15 digits only.'],
    ['mobileOffice', 'Office phone number must be numeric and up to 15 digits only.'],
    ['companyContactNumber', 'Company contact number must be numeric and up to 15 digits only.'],
  ])('takes digits alone, up to 15, for %s', (field, message) => {
    for (const value of ['0', '123456789012345']) expect(refusal(field, value)).toBeUndefined();
    for (const value of ['1234567890123456', '0412 345 678', '+61412345678', '04123x5678']) expect(refusal(field, value)).toEqual([{ path: [field], message }]);
  });

  it.each([
    'riley',
    'riley@atlassian',
    '@atlassian.com',
    'riley@.com',
    'ri ley@atlassian.com',
    'riley@@atlassian.com',
    'x riley@atlassian.com',
    'riley@atlassian.com x',
  ])('refuses the address %j', (email) => expect(refusal('email', email)).toEqual([{ path: ['email'], message: 'Invalid email address.' }]));

  it('takes an address of up to 254 characters', () => {
    const address = (length: number) => `${letters(length - '@atlassian.com'.length)}@atlassian.com`;
    expect(refusal('email', address(254))).toBeUndefined();
    expect(refusal('email', address(255))).toEqual([{ path: ['email'], message: 'Invalid email address.' }]);
  });

  it('takes a company address of up to 500 characters and a website of up to 200', () => {
    expect(refusal('companyAddress', letters(500))).toBeUndefined();
    expect(refusal('companyAddress', letters(501))).toEqual([{ path: ['companyAddress'], message: 'Company address must be at most 500 characters.' }]);
    expect(refusal('companyWebsite', letters(200))).toBeUndefined();
    expect(refusal('companyWebsite', letters(201))).toEqual([{ path: ['companyWebsite'], message: 'Website must be at most 200 characters.' }]);
  });
});

describe('splitName (spec 001 §5: the name is split at the first space)', () => {
  it('splits first and last name at the first space', () => {
    expect(splitName('Riley Tran')).toEqual({ firstName: 'Riley', lastName: 'Tran' });
    expect(splitName('Mary Jane van Dyke')).toEqual({ firstName: 'Mary', lastName: 'Jane van Dyke' });
  });

  it('keeps a single name as the first name', () => expect(splitName('Riley')).toEqual({ firstName: 'Riley', lastName: '' }));

  it('leaves the spaces around either part out', () => {
    expect(splitName('  Riley   Tran  ')).toEqual({ firstName: 'Riley', lastName: 'Tran' });
    expect(splitName(' Riley ')).toEqual({ firstName: 'Riley', lastName: '' });
  });
});

describe('what a field takes while typing', () => {
  it('a phone field: digits only, at most 15', () => {
    for (const value of ['', '0', '123456789012345']) expect(PHONE_TYPING.test(value)).toBe(true);
    for (const value of ['1234567890123456', '04 12', '+61', 'a', '12a']) expect(PHONE_TYPING.test(value)).toBe(false);
  });

  it('a name field: letters of any script and spaces, at most 200', () => {
    for (const value of ['', 'Riley ', 'José Álvarez', '王 小明', letters(200)]) expect(TEXT_TYPING.test(value)).toBe(true);
    for (const value of [letters(201), 'Riley2', "O'Brien", 'x-y', '.']) expect(TEXT_TYPING.test(value)).toBe(false);
  });
});

describe('verificationFileProblem', () => {
  it('asks for a missing upload with the message of its field', () => {
    expect(verificationFileProblem(null, 'Passport upload is required.')).toBe('Passport upload is required.');
    expect(verificationFileProblem(undefined, 'User image upload is required.')).toBe('User image upload is required.');
  });

  it.each(['passport.jpeg', 'passport.jpg', 'photo.png', 'passport.pdf', 'PHOTO.PNG'])('takes %s', (name) =>
    expect(verificationFileProblem({ name }, 'Passport upload is required.')).toBeNull(),
  );

  it.each(['photo.gif', 'passport.docx', 'passport', 'photo.heic'])('refuses %s', (name) =>
    expect(verificationFileProblem({ name }, 'Passport upload is required.')).toBe('Only jpeg, jpg, png & pdf files are supported!'),
  );
});

describe('SubmitVerification', () => {
  const given = specFor(accountDecider);
  const referrer: AccountEvent = { type: 'UserRegistered', data: { userId: 'u1', ...details, userRole: 'referrer', at: t0 } };
  const verification: VerificationDetails = { ...form, firstName: 'Riley', lastName: 'Tran' };
  const passport = { fileId: 'f-passport', name: 'passport.pdf', mime: 'application/pdf', size: 4096 };
  const picture = { fileId: 'f-picture', name: 'me.png', mime: 'image/png', size: 2048 };
  const employment = { companyId: 'c1', companyName: 'Atlassian', positionAtCompany: 'Senior Engineer' };
  const submit = { type: 'SubmitVerification' as const, details: verification, passport, picture, employment, now: at(100) };
  const statusChanged = (status: 'approved' | 'rejected' | 'pending'): AccountEvent => ({
    type: 'ReferrerVerificationStatusChanged',
    data: { userId: 'u1', status, previousStatus: null, by: { userId: 'admin', role: 'admin' }, at: at(50) },
  });
  const submitted = (previousStatus: 'rejected' | null): AccountEvent[] => [
    { type: 'ReferrerVerificationSubmitted', data: { userId: 'u1', details: verification, passport, picture, at: at(100) } },
    { type: 'EmploymentRecorded', data: { userId: 'u1', ...employment, at: at(100) } },
    {
      type: 'ReferrerVerificationStatusChanged',
      data: { userId: 'u1', status: 'pending', previousStatus, by: { userId: 'u1', role: 'referrer' }, at: at(100) },
    },
  ];

  it("records a referrer's details and uploads, where they work, and puts them in review by their own hand", () =>
    given([referrer]).when(submit).then(submitted(null)));

  it('takes a new submission after a rejection', () =>
    given([referrer, statusChanged('rejected')])
      .when(submit)
      .then(submitted('rejected')));

  it('refuses a submission while one is being reviewed', () =>
    given([referrer, statusChanged('pending')])
      .when(submit)
      .thenThrows('conflict', 'Your verification is being reviewed.'));

  it('refuses a submission once verified', () =>
    given([referrer, statusChanged('approved')])
      .when(submit)
      .thenThrows('conflict', 'Your verification is already approved.'));

  it('takes submissions from referrers only', () => given([registered]).when(submit).thenThrows('forbidden', 'Only referrers can ask to be verified.'));

  it('refuses an account that does not exist', () => given([]).when(submit).thenThrows('not_found', 'User not found.'));

  it('a submission puts the referrer in review: the next one is refused', () =>
    given([referrer, ...submitted(null)])
      .when({ ...submit, now: at(200) })
      .thenThrows('conflict', 'Your verification is being reviewed.'));
});
