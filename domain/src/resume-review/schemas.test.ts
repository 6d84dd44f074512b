import { describe, expect, it } from 'vitest';
import {
  careerAdviceListQuerySchema,
  careerAdviceMeetingSchema,
  careerAdviceRequestSchema,
  resumeReviewListQuerySchema,
  resumeReviewRequestSchema,
  reviewFeedbackSchema,
  reviewFileProblem,
  reviewUpdateSchema,
} from './schemas.ts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The field errors a refusal shows, the first of each field, as the server turns them into a problem's errors. */
const issues = (result: Parsed) =>
  result.error?.issues
    .filter((issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index)
    .map(({ path, message }) => ({ path, message }));
const long = (length: number) => 'x'.repeat(length);

describe('resumeReviewRequestSchema (spec 001 §3, §5: the request form)', () => {
  const form = { name: 'Sam Seeker', email: 'sam@example.com', mobile: '0412345678', industry: 'Legal', desiredPosition: 'Paralegal', desiredCompany: 'c1' };
  const parse = (changes: Record<string, unknown>) => resumeReviewRequestSchema.safeParse({ ...form, ...changes });
  const refusal = (field: string, value: unknown) => issues(parse({ [field]: value }));

  it('takes the required fields alone, trimmed, and fills the optional ones in', () =>
    expect(resumeReviewRequestSchema.parse({ ...form, name: ' Sam Seeker ', email: ' Sam@Example.COM ', desiredCompany: ' c1 ' })).toEqual({
      ...form,
      currentJob: '',
      jobAd: null,
      couponCode: null,
    }));

  it.each([
    ['name', 'Name is required.'],
    ['email', 'Email is required.'],
    ['mobile', 'Phone number is required.'],
    ['industry', 'Industry selection is required.'],
    ['desiredPosition', 'Desired position is required.'],
    ['desiredCompany', 'Desired company is required.'],
  ])("says %s is required in the spec's words when it is missing or blank", (field, message) => {
    expect(refusal(field, undefined)).toEqual([{ path: [field], message }]);
    expect(refusal(field, '   ')).toEqual([{ path: [field], message }]);
  });

  it('refuses an address that is not one, and an industry off the list, as the referral form does', () => {
    expect(refusal('email', 'sam@example')).toEqual([{ path: ['email'], message: 'Invalid email address.' }]);
    expect(refusal('industry', 'Astrology')).toEqual([{ path: ['industry'], message: 'Industry selection is required.' }]);
  });

  it('keeps the current job and a coupon code as a referral does', () =>
    expect(resumeReviewRequestSchema.parse({ ...form, currentJob: ' Clerk ', couponCode: ' welcome10 ' })).toMatchObject({
      currentJob: 'Clerk',
      couponCode: 'WELCOME10',
    }));

  it('takes no job link: the job ad is pasted as text', () =>
    expect(resumeReviewRequestSchema.parse({ ...form, jobUrl: 'https://example.com/job' })).not.toHaveProperty('jobUrl'));

  it('keeps a pasted job ad trimmed, and none when it is blank', () => {
    expect(resumeReviewRequestSchema.parse({ ...form, jobAd: '  We are hiring.\nTypeScript.  ' }).jobAd).toBe('We are hiring.\nTypeScript.');
    expect(resumeReviewRequestSchema.parse({ ...form, jobAd: '   ' }).jobAd).toBeNull();
    expect(resumeReviewRequestSchema.parse({ ...form, jobAd: '' }).jobAd).toBeNull();
  });

  it('takes a job ad of up to 10,000 characters, and says so past it', () => {
    expect(resumeReviewRequestSchema.parse({ ...form, jobAd: ` ${long(10_000)} ` }).jobAd).toBe(long(10_000));
    expect(refusal('jobAd', long(10_001))).toEqual([{ path: ['jobAd'], message: 'The job ad must be at most 10,000 characters.' }]);
  });
});

describe('reviewFileProblem (spec 001 §5, §9: pdf, doc, docx, jpg)', () => {
  it('asks for a missing resume and lets a missing cover letter be', () => {
    expect(reviewFileProblem(null, true)).toBe('Please select a file');
    expect(reviewFileProblem(null, false)).toBeNull();
  });

  it.each(['resume.pdf', 'resume.doc', 'resume.docx', 'scan.JPG'])('takes %s', (name) => expect(reviewFileProblem({ name }, true)).toBeNull());
  it.each(['photo.png', 'resume.txt', 'resume'])('refuses %s', (name) =>
    expect(reviewFileProblem({ name }, true)).toBe('Please select a PDF or Word document'),
  );
});

describe("reviewUpdateSchema (spec 001 §2.4, §5: the admin's status and consultant review)", () => {
  it('takes a status alone, pending or completed', () => {
    expect(reviewUpdateSchema.parse({ status: 'pending' })).toEqual({ status: 'pending', feedback: null });
    expect(reviewUpdateSchema.parse({ status: 'completed' })).toEqual({ status: 'completed', feedback: null });
  });

  it('takes the feedback, trimmed, with or without a status', () => {
    expect(reviewUpdateSchema.parse({ status: 'pending', feedback: ' Tighten it. ' })).toEqual({ status: 'pending', feedback: 'Tighten it.' });
    expect(reviewUpdateSchema.parse({ feedback: 'Tighten it.' })).toEqual({ feedback: 'Tighten it.' });
    expect(reviewUpdateSchema.parse({ feedback: '  ' })).toEqual({ feedback: null });
  });

  it('refuses any other status', () => {
    for (const status of ['approved', 'inProgress', 'Completed', '']) {
      expect(issues(reviewUpdateSchema.safeParse({ status }))).toEqual([{ path: ['status'], message: 'Please choose a status.' }]);
    }
  });

  it('takes feedback of up to 300 characters, and says so past it (spec 001 §9)', () => {
    expect(reviewUpdateSchema.parse({ feedback: ` ${long(300)} ` }).feedback).toBe(long(300));
    expect(issues(reviewUpdateSchema.safeParse({ feedback: long(301) }))).toEqual([
      { path: ['feedback'], message: 'Consultant feedback must be at most 300 characters.' },
    ]);
  });
});

describe("reviewFeedbackSchema (spec 001 §2.2: the seeker's feedback)", () => {
  it('takes feedback trimmed, and asks for it when it is blank', () => {
    expect(reviewFeedbackSchema.parse({ feedback: ' Very helpful. ' })).toEqual({ feedback: 'Very helpful.' });
    expect(issues(reviewFeedbackSchema.safeParse({ feedback: '  ' }))).toEqual([{ path: ['feedback'], message: 'Please write your feedback.' }]);
    expect(issues(reviewFeedbackSchema.safeParse({}))).toEqual([{ path: ['feedback'], message: 'Please write your feedback.' }]);
  });

  it('takes up to 1000 characters', () => {
    expect(reviewFeedbackSchema.safeParse({ feedback: long(1000) }).success).toBe(true);
    expect(issues(reviewFeedbackSchema.safeParse({ feedback: long(1001) }))).toEqual([
      { path: ['feedback'], message: 'Feedback must be at most 1000 characters.' },
    ]);
  });
});

describe('careerAdviceRequestSchema', () => {
  it('takes a note, trimmed, or none', () => {
    expect(careerAdviceRequestSchema.parse({ note: ' Backend roles, please. ' })).toEqual({ note: 'Backend roles, please.' });
    expect(careerAdviceRequestSchema.parse({})).toEqual({ note: null });
    expect(careerAdviceRequestSchema.parse({ note: '  ' })).toEqual({ note: null });
  });

  it('takes a note of up to 1000 characters', () => {
    expect(careerAdviceRequestSchema.parse({ note: ` ${long(1000)} ` }).note).toBe(long(1000));
    expect(issues(careerAdviceRequestSchema.safeParse({ note: long(1001) }))).toEqual([
      { path: ['note'], message: 'The note must be at most 1000 characters.' },
    ]);
  });
});

describe("careerAdviceMeetingSchema (the career advice page's meeting form)", () => {
  const meeting = { link: 'https://meet.example.com/abc-defg', date: '2026-11-25', time: '14:30' };
  const refusal = (field: string, value: unknown) => issues(careerAdviceMeetingSchema.safeParse({ ...meeting, [field]: value }));

  it('takes an https link, a day and a time, trimmed', () => {
    expect(careerAdviceMeetingSchema.parse({ link: ' https://meet.example.com/abc-defg ', date: ' 2026-11-25 ', time: ' 14:30 ' })).toEqual(meeting);
    expect(careerAdviceMeetingSchema.parse({ ...meeting, link: 'https://Meet.Example.com/a b' }).link).toBe('https://meet.example.com/a%20b');
  });

  it.each(['http://meet.example.com/a', 'meet.example.com/a', 'https://localhost/a', 'not a link', 'ftp://meet.example.com', '', undefined])(
    'refuses the link %j',
    (link) => expect(refusal('link', link)).toEqual([{ path: ['link'], message: 'Please enter the meeting link as a full https:// link.' }]),
  );

  it('takes a link of up to 500 characters', () => {
    const link = (length: number) => `https://example.com/${long(length - 'https://example.com/'.length)}`;
    expect(careerAdviceMeetingSchema.safeParse({ ...meeting, link: link(500) }).success).toBe(true);
    expect(refusal('link', link(501))).toEqual([{ path: ['link'], message: 'Please enter the meeting link as a full https:// link.' }]);
  });

  it.each(['2028-02-29', '2026-12-31', '2026-01-01'])('takes the day %s', (date) =>
    expect(careerAdviceMeetingSchema.parse({ ...meeting, date }).date).toBe(date),
  );

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-12-32',
    '26-11-25',
    '2026-1-5',
    '2026/11/25',
    'x2026-11-25',
    '2026-11-25x',
    '',
    undefined,
  ])('refuses the day %j', (date) => expect(refusal('date', date)).toEqual([{ path: ['date'], message: 'Please enter the meeting date as YYYY-MM-DD.' }]));

  it.each(['00:00', '09:05', '19:59', '23:59'])('takes the time %s', (time) => expect(careerAdviceMeetingSchema.parse({ ...meeting, time }).time).toBe(time));

  it.each(['24:00', '23:60', '9:05', '09:5', '0905', '09:05:00', 'x09:05', '09:05x', '30:00', '', undefined])('refuses the time %j', (time) =>
    expect(refusal('time', time)).toEqual([{ path: ['time'], message: 'Please enter the meeting time as HH:mm.' }]),
  );
});

describe('list queries', () => {
  it('read a page of 10 of every review by default', () => {
    expect(resumeReviewListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, tab: 'all' });
    expect(careerAdviceListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, state: 'all' });
  });

  it('read the numbers of the query string, a tab and a search', () => {
    expect(resumeReviewListQuerySchema.parse({ page: '3', limit: '100', tab: 'completed', search: ' sam ' })).toEqual({
      page: 3,
      limit: 100,
      tab: 'completed',
      search: 'sam',
    });
    expect(resumeReviewListQuerySchema.parse({ tab: 'pending' }).tab).toBe('pending');
    expect(careerAdviceListQuerySchema.parse({ page: '2', limit: '1', state: 'scheduled' })).toEqual({ page: 2, limit: 1, state: 'scheduled' });
    expect(careerAdviceListQuerySchema.parse({ state: 'requested' }).state).toBe('requested');
  });

  it.each([{ page: '0' }, { page: '1.5' }, { limit: '0' }, { limit: '101' }, { tab: 'approved' }, { search: long(101) }])('refuses %j', (query) =>
    expect(resumeReviewListQuerySchema.safeParse(query).success).toBe(false),
  );

  it.each([{ page: '0' }, { limit: '0' }, { limit: '101' }, { limit: '2.5' }, { state: 'done' }])('refuses the career advice query %j', (query) =>
    expect(careerAdviceListQuerySchema.safeParse(query).success).toBe(false),
  );

  it('takes a search of up to 100 characters', () => expect(resumeReviewListQuerySchema.parse({ search: long(100) }).search).toBe(long(100)));
});
