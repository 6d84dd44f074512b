import type { Event } from '@referly/domain';

/** Events as the log holds them, for the activity tests: a seeker, an admin, a company, a request, and secrets to keep out. */
export const SAM = 'u-sam';
export const RILEY = 'u-riley';
export const RHEA = 'u-rhea';
export const ATLASSIAN = 'c-atlassian';
export const REQUEST = 'r-1';

export const SECRETS = [
  'HASH-OTP-SECRET',
  'SEALED-OTP-SECRET',
  '$argon2id$v=19$SECRET',
  'RESET-HASH-SECRET',
  '062-000',
  '12345678',
  'fileid-resume',
  'pi_SECRET',
  'mia-mobile-0400',
];

const at = (minute: number) => `2026-11-24T0${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}:00.000Z`;

export const registered = (userId: string, firstName: string, lastName: string, userRole: 'jobSeeker' | 'referrer' | 'admin', minute: number): Event => ({
  type: 'UserRegistered',
  data: {
    userId,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    mobile: 'mia-mobile-0400',
    userRole,
    dateOfBirth: '1990-01-01',
    at: at(minute),
  },
});

/** stream id, event */
export const scenario: [string, Event][] = [
  [`user-${SAM}`, registered(SAM, 'Sam', 'Seeker', 'jobSeeker', 1)],
  [`user-${RILEY}`, registered(RILEY, 'Riley', 'Admin', 'admin', 2)],
  [`user-${RHEA}`, registered(RHEA, 'Rhea', 'Referrer', 'referrer', 3)],
  [
    `user-${SAM}`,
    {
      type: 'OtpIssued',
      data: {
        userId: SAM,
        otpId: 'o1',
        purpose: 'signUp',
        email: 'sam@example.com',
        firstName: 'Sam',
        codeHash: 'HASH-OTP-SECRET',
        sealedCode: 'SEALED-OTP-SECRET',
        expiresAt: at(14),
        at: at(4),
      },
    },
  ],
  [`user-${SAM}`, { type: 'PasswordSet', data: { userId: SAM, passwordHash: '$argon2id$v=19$SECRET', at: at(5) } }],
  [`user-${SAM}`, { type: 'PasswordResetCodeIssued', data: { userId: SAM, otpId: 'o2', resetCodeHash: 'RESET-HASH-SECRET', expiresAt: at(16), at: at(6) } }],
  [
    `company-${ATLASSIAN}`,
    {
      type: 'CompanyAdded',
      data: {
        companyId: ATLASSIAN,
        name: 'Atlassian',
        registrationNumber: '',
        contactNumber: '',
        website: '',
        address: '',
        currentStatus: 'approved',
        createdBy: 'admin',
        at: at(7),
      },
    },
  ],
  [
    `referral-${REQUEST}`,
    {
      type: 'ReferralRequested',
      data: {
        referralId: REQUEST,
        seekerId: SAM,
        seeker: { name: 'Sam Seeker', email: 'sam@example.com', mobile: 'mia-mobile-0400' },
        industry: 'Information and Communication Technology',
        desiredPosition: 'Backend Engineer',
        companyId: ATLASSIAN,
        companyName: 'Atlassian',
        currentJob: 'Support Engineer',
        jobUrl: null,
        resume: { fileId: 'fileid-resume', name: 'Sam-Resume.pdf', mime: 'application/pdf', size: 1000 },
        coverLetter: null,
        amountCents: 5000,
        currency: 'usd',
        couponCode: null,
        discountPercentage: null,
        paymentIntentId: 'pi_SECRET',
        at: at(8),
      },
    },
  ],
  [
    `referral-${REQUEST}`,
    {
      type: 'ReferralPaid',
      data: { referralId: REQUEST, seekerId: SAM, companyId: ATLASSIAN, paymentIntentId: 'pi_SECRET', amountCents: 5000, currency: 'usd', at: at(9) },
    },
  ],
  [
    `referral-${REQUEST}`,
    {
      type: 'ReferralStatusChanged',
      data: {
        referralId: REQUEST,
        seekerId: SAM,
        companyId: ATLASSIAN,
        referrerId: null,
        from: 'pending',
        to: 'rejected',
        by: { userId: RILEY, role: 'admin', name: 'Riley Admin' },
        reason: 'The position is filled',
        refundDue: true,
        at: at(10),
      },
    },
  ],
  [
    `referral-${REQUEST}`,
    {
      type: 'RefundIssued',
      data: { referralId: REQUEST, seekerId: SAM, companyId: ATLASSIAN, triggerEventId: 'e1', refundId: 're_1', amountCents: 5000, at: at(11) },
    },
  ],
  [
    `credits-${RHEA}`,
    {
      type: 'WithdrawalRequested',
      data: { referrerId: RHEA, withdrawalId: 'w1', credits: 100, accountName: 'Rhea Referrer', bsb: '062-000', accountNumber: '12345678', at: at(12) },
    },
  ],
  [
    `chat-${REQUEST}`,
    {
      type: 'ChatMessageSent',
      data: {
        chatId: REQUEST,
        chatType: 'jobReferral',
        requestId: REQUEST,
        messageId: 'm1',
        sender: { userId: RILEY, role: 'admin', name: 'Riley Admin' },
        content: { type: 'file', value: 'offer.pdf', file: { fileId: 'fileid-resume', name: 'offer.pdf', mime: 'application/pdf', size: 10 } },
        participants: { seekerId: SAM, referrerId: null, companyId: ATLASSIAN },
        at: at(13),
      },
    },
  ],
  [`newsletter-kim@example.com`, { type: 'NewsletterSubscribed', data: { email: 'kim@example.com', at: at(14) } }],
  [`coupon-k1`, { type: 'CouponCreated', data: { couponId: 'k1', code: 'SPRING25', discountPercentage: 25, active: true, at: at(15) } }],
  [`email-e1`, { type: 'EmailSent', data: { triggerEventId: 'e1', to: 'sam@example.com', subject: 'Your Referly code', at: at(16) } }],
  [
    `user-${RHEA}`,
    {
      type: 'ReferrerVerificationSubmitted',
      data: {
        userId: RHEA,
        details: {
          name: 'Rhea Referrer',
          firstName: 'Rhea',
          lastName: 'Referrer',
          email: 'rhea@example.com',
          mobile: 'mia-mobile-0400',
          mobileOffice: '',
          companyName: 'Atlassian',
          companyAddress: '',
          companyWebsite: '',
          companyContactNumber: '',
          positionAtCompany: 'Engineering Manager',
        },
        passport: { fileId: 'fileid-resume', name: 'passport.pdf', mime: 'application/pdf', size: 10 },
        picture: { fileId: 'fileid-resume', name: 'me.jpg', mime: 'image/jpeg', size: 10 },
        at: at(17),
      },
    },
  ],
  [
    `app-config-jobReferralAmount`,
    { type: 'AppConfigChanged', data: { key: 'jobReferralAmount', value: 60, description: 'Job referral', category: 'payment', at: at(18) } },
  ],
];
