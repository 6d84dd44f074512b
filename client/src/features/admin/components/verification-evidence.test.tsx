import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import type { AdminUser } from '../api/types';
import { renderUserDetail } from '../user-detail-fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const referrer: AdminUser = {
  id: 'u9',
  index: 9,
  firstName: 'Riley',
  lastName: 'Tran',
  email: 'riley@example.com.au',
  userRole: 'referrer',
  role: 'referrer',
  createdAt: '2026-11-01T10:00:00.000Z',
  accountStatus: 'active',
  mobile: '0400000000',
  mobileWork: '0299990000',
  referrerVerificationStatus: 'pending',
  careerInfo: { companyId: 'c2', companyName: 'Canva', positionAtCompany: 'Product Designer' },
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
    files: {
      passport: { name: 'passport.pdf', size: 2_097_152, mime: 'application/pdf', url: '/api/admin/users/u9/verification/files/passport' },
      picture: { name: 'me.jpg', size: 524_288, mime: 'image/jpeg', url: '/api/admin/users/u9/verification/files/picture' },
    },
  },
};

describe("admin user detail: a referrer's verification request", () => {
  it('shows what they gave, with the dates, in place of the employment summary', () => {
    renderUserDetail(referrer);
    const request = screen.getByRole('region', { name: 'Verification request' });
    expect(request).toHaveTextContent('Submitted 2026-11-20 · waiting for a decision');
    const given: Array<[string, string]> = [
      ['Name', 'Riley Tran'],
      ['Email', 'riley@canva.com'],
      ['Mobile', '0411222333'],
      ['Office phone', '0299998888'],
      ['Position at company', 'Product Designer'],
      ['Company', 'Canva'],
      ['Address', '110 Kippax St, Surry Hills NSW'],
      ['Website', 'https://www.canva.com'],
      ['Contact number', '0280001111'],
    ];
    for (const [label, value] of given) {
      expect(within(request).getByText(label, { selector: 'dt' }).nextSibling).toHaveTextContent(value);
    }
    expect(screen.queryByRole('region', { name: 'Employment' })).not.toBeInTheDocument();
    expect(screen.queryByText('No documents submitted yet.')).not.toBeInTheDocument();
  });

  it('says when it was decided', () => {
    renderUserDetail({
      ...referrer,
      referrerVerificationStatus: 'rejected',
      verification: referrer.verification && { ...referrer.verification, decidedAt: '2026-11-22T01:00:00.000Z' },
    });
    expect(screen.getByRole('region', { name: 'Verification request' })).toHaveTextContent('Submitted 2026-11-20 · rejected 2026-11-22');
  });

  it('downloads the passport and the picture from the admin paths, with the bearer, under their own names', async () => {
    setSession('admin-token', sessionUserFixture({ userRole: 'admin' }));
    const fetched: Array<{ url: string; authorization: string | null }> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      fetched.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
      // a download asks for a signed link (lib/download); the picture shown on the page is read as bytes
      return url.endsWith('?link=1')
        ? Response.json({ statusCode: 200, data: { url: `${url.slice(0, -'?link=1'.length)}?ticket=t.s` } })
        : new Response('%PDF-1.4');
    });
    // jsdom has no object URLs; the picture's bytes are not what is under test
    URL.createObjectURL = () => 'blob:picture';
    URL.revokeObjectURL = () => undefined;
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} from ${this.getAttribute('href') ?? ''}`);
    });
    const user = userEvent.setup();
    renderUserDetail(referrer);
    const documents = within(screen.getByRole('region', { name: 'Verification request' }));
    expect(documents.getByText('passport.pdf · 2.00 MB')).toBeInTheDocument();
    await user.click(documents.getByRole('button', { name: 'Download passport: passport.pdf' }));
    await user.click(documents.getByRole('button', { name: 'Download picture: me.jpg' }));
    await waitFor(() =>
      expect(saved).toEqual([
        'passport.pdf from /api/admin/users/u9/verification/files/passport?ticket=t.s',
        'me.jpg from /api/admin/users/u9/verification/files/picture?ticket=t.s',
      ]),
    );
    expect(fetched).toEqual([
      // the picture is first read to be shown on the page (verification-pictures.test.tsx)
      { url: '/api/admin/users/u9/verification/files/picture', authorization: 'Bearer admin-token' },
      { url: '/api/admin/users/u9/verification/files/passport?link=1', authorization: 'Bearer admin-token' },
      { url: '/api/admin/users/u9/verification/files/picture?link=1', authorization: 'Bearer admin-token' },
    ]);
  });
});
