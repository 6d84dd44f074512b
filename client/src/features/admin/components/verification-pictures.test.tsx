import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import type { AdminUser, VerificationFile } from '../api/types';
import { renderUserDetail } from '../user-detail-fixture';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const pdf = new TextEncoder().encode('%PDF-1.4\n% a passport\n');
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

let served: Record<string, Uint8Array> = {};
let fetched: string[] = [];
let made: Blob[] = [];
beforeEach(() => {
  setSession('admin-token', sessionUserFixture({ userRole: 'admin' }));
  fetched = [];
  made = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    fetched.push(url);
    const bytes = served[url];
    return bytes ? new Response(bytes.slice().buffer, { status: 200 }) : new Response('', { status: 404 });
  });
  // jsdom has no object URLs: note what each was made from
  URL.createObjectURL = (blob: Blob) => {
    made.push(blob as Blob);
    return `blob:picture-${made.length}`;
  };
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const passportUrl = '/api/admin/users/u9/verification/files/passport';
const pictureUrl = '/api/admin/users/u9/verification/files/picture';
const referrer = (passport: Omit<VerificationFile, 'url'>, picture: Omit<VerificationFile, 'url'>): AdminUser => ({
  id: 'u9',
  index: 9,
  firstName: 'Riley',
  lastName: 'Tran',
  email: 'riley@example.com.au',
  userRole: 'referrer',
  role: 'referrer',
  createdAt: '2026-11-01T10:00:00.000Z',
  accountStatus: 'active',
  referrerVerificationStatus: 'pending',
  verification: {
    details: {
      name: 'Riley Tran',
      email: 'riley@canva.com',
      mobile: '0411222333',
      mobileOffice: '0299998888',
      companyName: 'Canva',
      companyAddress: '110 Kippax St, Surry Hills NSW',
      companyWebsite: 'https://www.canva.com',
      companyContactNumber: '0280001111',
      positionAtCompany: 'Product Designer',
    },
    submittedAt: '2026-11-20T01:00:00.000Z',
    decidedAt: null,
    files: { passport: { ...passport, url: passportUrl }, picture: { ...picture, url: pictureUrl } },
  },
});

const documents = () => within(screen.getByRole('region', { name: 'Verification request' }));

describe("admin user detail: a referrer's passport and photo", () => {
  it('shows the photo itself, and leaves a PDF passport a download that is not fetched until asked for', async () => {
    served = { [pictureUrl]: jpeg, [passportUrl]: pdf };
    renderUserDetail(referrer({ name: 'passport.pdf', size: 2_097_152, mime: 'application/pdf' }, { name: 'me.jpg', size: 524_288, mime: 'image/jpeg' }));
    const photo = await documents().findByRole('img', { name: 'Picture: me.jpg' });
    expect(photo).toHaveAttribute('src', 'blob:picture-1');
    expect(made.map((blob) => blob.type)).toEqual(['image/jpeg']);
    expect(documents().queryByRole('img', { name: /Passport/ })).not.toBeInTheDocument();
    expect(documents().getByRole('button', { name: 'Download passport: passport.pdf' })).toBeInTheDocument();
    expect(documents().getByRole('button', { name: 'Download picture: me.jpg' })).toBeInTheDocument();
    expect(fetched).toEqual([pictureUrl]);
  });

  it('shows a passport scanned as a picture too, typed by its own bytes', async () => {
    served = { [pictureUrl]: png, [passportUrl]: png };
    renderUserDetail(referrer({ name: 'passport.png', size: 300_000, mime: 'image/png' }, { name: 'me.png', size: 100_000, mime: 'image/png' }));
    expect(await documents().findByRole('img', { name: 'Passport: passport.png' })).toBeInTheDocument();
    expect(await documents().findByRole('img', { name: 'Picture: me.png' })).toBeInTheDocument();
    expect(made.map((blob) => blob.type)).toEqual(['image/png', 'image/png']);
  });

  it('never shows bytes that are not a raster picture, whatever they are called: they stay a download', async () => {
    served = { [pictureUrl]: svg, [passportUrl]: pdf };
    renderUserDetail(referrer({ name: 'passport.jpg', size: 300_000, mime: 'image/jpeg' }, { name: 'me.png', size: 100_000, mime: 'image/png' }));
    await waitFor(() => expect(fetched.sort()).toEqual([passportUrl, pictureUrl]));
    await waitFor(() => expect(documents().queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument());
    expect(documents().queryByRole('img')).not.toBeInTheDocument();
    expect(made).toEqual([]);
    expect(documents().getByRole('button', { name: 'Download picture: me.png' })).toBeInTheDocument();
    expect(documents().getByRole('button', { name: 'Download passport: passport.jpg' })).toBeInTheDocument();
  });
});
