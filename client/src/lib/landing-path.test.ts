import { describe, expect, it } from 'vitest';
import { landingPathFor } from './landing-path';

const seeker = { userRole: 'jobSeeker' as const, referrerVerification: null };
const admin = { userRole: 'admin' as const, referrerVerification: null };
const newReferrer = { userRole: 'referrer' as const, referrerVerification: null };
const verifiedReferrer = { userRole: 'referrer' as const, referrerVerification: { status: 'approved' } };

describe('landingPathFor (spec 000 §4)', () => {
  it('sends each role to its own place', () => {
    expect(landingPathFor(seeker)).toBe('/user_dashboard');
    expect(landingPathFor(admin)).toBe('/admin_dashboard');
    expect(landingPathFor(newReferrer)).toBe('/referrer_varification');
    expect(landingPathFor(verifiedReferrer)).toBe('/referrer_dashboard');
  });

  it('honours a redirect that suits the role', () => {
    expect(landingPathFor(seeker, '/user_dashboard/resume_review/newrequest')).toBe('/user_dashboard/resume_review/newrequest');
    expect(landingPathFor(verifiedReferrer, '/referrer_dashboard/messanger')).toBe('/referrer_dashboard/messanger');
    expect(landingPathFor(admin, '/discussionForum')).toBe('/discussionForum');
  });

  it('ignores a redirect into another role area or off the site', () => {
    expect(landingPathFor(seeker, '/admin_dashboard/settings')).toBe('/user_dashboard');
    expect(landingPathFor(admin, '/user_dashboard/job_referrals')).toBe('/admin_dashboard');
    expect(landingPathFor(seeker, '//evil.example.com')).toBe('/user_dashboard');
    expect(landingPathFor(seeker, 'https://evil.example.com')).toBe('/user_dashboard');
  });

  it('sends a referrer without verification data to the verification form first', () => {
    expect(landingPathFor(newReferrer, '/referrer_dashboard/messanger')).toBe('/referrer_varification');
    expect(landingPathFor(newReferrer, '/discussionForum')).toBe('/referrer_varification');
  });
});
