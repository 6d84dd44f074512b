import { describe, expect, it } from 'vitest';
import { industries } from '../companies/industries.ts';
import {
  feedbackSchema,
  referralListQuerySchema,
  referralRequestSchema,
  rejectionReasonSchema,
  requestFileProblem,
  statusUpdateSchema,
  withdrawalDecisionSchema,
  withdrawalFormSchema,
  withdrawalSchema,
} from './schemas.ts';

type Parsed = { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The field errors a refusal shows, the first of each field, as the server turns them into a problem's errors. */
const issues = (result: Parsed) =>
  result.error?.issues
    .filter((issue, index, all) => all.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index)
    .map(({ path, message }) => ({ path, message }));
const long = (length: number) => 'x'.repeat(length);

describe('referralRequestSchema (spec 001 §5, the request form)', () => {
  const form = {
    name: 'Sam Seeker',
    email: 'sam@example.com',
    mobile: '0412345678',
    industry: 'Legal',
    desiredPosition: 'Paralegal',
    desiredCompany: 'c1',
  };
  const parse = (changes: Record<string, unknown>) => referralRequestSchema.safeParse({ ...form, ...changes });
  const refusal = (field: string, value: unknown) => issues(parse({ [field]: value }));

  it('takes the required fields alone, trimmed, and fills the optional ones in', () =>
    expect(
      referralRequestSchema.parse({ ...form, name: '  Sam Seeker ', email: ' Sam@Example.COM ', desiredPosition: ' Paralegal ', desiredCompany: ' Canva ' }),
    ).toEqual({ ...form, desiredCompany: 'Canva', currentJob: '', jobUrl: null, couponCode: null }));

  it.each([
    ['name', 'Name is required.'],
    ['email', 'Email is required.'],
    ['mobile', 'Phone number is required.'],
    ['industry', 'Industry selection is required.'],
    ['desiredPosition', 'Desired position is required.'],
    ['desiredCompany', 'Desired company is required.'],
  ])('says %s is required when it is missing or blank', (field, message) => {
    expect(refusal(field, undefined)).toEqual([{ path: [field], message }]);
    expect(refusal(field, '   ')).toEqual([{ path: [field], message }]);
  });

  it.each([
    ['name', 200, 'Name must be at most 200 characters.'],
    ['mobile', 20, 'Phone number must be at most 20 characters.'],
    ['desiredPosition', 200, 'Desired position must be at most 200 characters.'],
    ['desiredCompany', 100, 'Desired company must be at most 100 characters.'],
    ['currentJob', 200, 'Current job must be at most 200 characters.'],
  ])('takes %s up to %i characters, and says so past it', (field, max, message) => {
    expect(parse({ [field]: long(max) }).success).toBe(true);
    expect(refusal(field, long(max + 1))).toEqual([{ path: [field], message }]);
  });

  it('takes an e-mail address of up to 254 characters, in lower case', () => {
    const address = (length: number) => `${long(length - '@example.com'.length)}@example.com`;
    expect(referralRequestSchema.parse({ ...form, email: address(254) }).email).toBe(address(254));
    expect(refusal('email', address(255))).toEqual([{ path: ['email'], message: 'Invalid email address.' }]);
  });

  it.each(['sam', 'sam@example', '@example.com', 'sam@.com', 'sa m@example.com', 'sam@@example.com', 'x sam@example.com', 'sam@example.com x'])(
    'refuses the address %j',
    (email) => expect(refusal('email', email)).toEqual([{ path: ['email'], message: 'Invalid email address.' }]),
  );

  it('takes every industry of the list, and nothing else', () => {
    for (const industry of industries) expect(parse({ industry }).success).toBe(true);
    expect(referralRequestSchema.parse({ ...form, industry: '  Legal ' }).industry).toBe('Legal');
    expect(refusal('industry', 'Astrology')).toEqual([{ path: ['industry'], message: 'Industry selection is required.' }]);
    expect(refusal('industry', 'legal')).toEqual([{ path: ['industry'], message: 'Industry selection is required.' }]);
  });

  it('keeps the current job, trimmed', () => expect(referralRequestSchema.parse({ ...form, currentJob: ' Clerk ' }).currentJob).toBe('Clerk'));

  it('takes the job ad as a full https link, as the browser writes it', () => {
    expect(referralRequestSchema.parse({ ...form, jobUrl: ' https://careers.atlassian.com/jobs/1 ' }).jobUrl).toBe('https://careers.atlassian.com/jobs/1');
    expect(referralRequestSchema.parse({ ...form, jobUrl: 'https://Jobs.Example.com/a b' }).jobUrl).toBe('https://jobs.example.com/a%20b');
    expect(referralRequestSchema.parse({ ...form, jobUrl: '' }).jobUrl).toBeNull();
    expect(referralRequestSchema.parse({ ...form, jobUrl: '   ' }).jobUrl).toBeNull();
  });

  it.each(['http://careers.atlassian.com/jobs/1', 'careers.atlassian.com/jobs/1', 'https://localhost/jobs', 'not a link', 'ftp://example.com/job'])(
    'refuses the job ad %j',
    (jobUrl) => expect(refusal('jobUrl', jobUrl)).toEqual([{ path: ['jobUrl'], message: 'Please enter the job ad as a full https:// link.' }]),
  );

  it('takes a job ad of up to 500 characters', () => {
    const link = (length: number) => `https://example.com/${long(length - 'https://example.com/'.length)}`;
    expect(parse({ jobUrl: link(500) }).success).toBe(true);
    expect(parse({ jobUrl: `  ${link(500)}  ` }).success).toBe(true);
    expect(refusal('jobUrl', link(501))).toEqual([{ path: ['jobUrl'], message: 'Please enter the job ad as a full https:// link.' }]);
  });

  it('reports a job ad as a rule of its own field', () =>
    expect(parse({ jobUrl: 'http://example.com' }).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['jobUrl'], message: 'Please enter the job ad as a full https:// link.' }),
    ]));

  it('reads a coupon code in capitals, and no code when it is blank', () => {
    expect(referralRequestSchema.parse({ ...form, couponCode: ' welcome10 ' }).couponCode).toBe('WELCOME10');
    expect(referralRequestSchema.parse({ ...form, couponCode: '  ' }).couponCode).toBeNull();
    expect(parse({ couponCode: long(32) }).success).toBe(true);
    expect(refusal('couponCode', long(33))?.[0]?.path).toEqual(['couponCode']);
  });
});

describe('requestFileProblem (spec 001 §5, the upload widget)', () => {
  it('asks for a required file that is missing, and lets an optional one be', () => {
    expect(requestFileProblem(null, true)).toBe('Please select a file');
    expect(requestFileProblem(undefined, true)).toBe('Please select a file');
    expect(requestFileProblem(null, false)).toBeNull();
  });

  it.each(['resume.pdf', 'resume.doc', 'resume.docx', 'scan.jpg', 'RESUME.PDF'])('takes %s', (name) => {
    expect(requestFileProblem({ name }, true)).toBeNull();
    expect(requestFileProblem({ name }, false)).toBeNull();
  });

  it.each(['photo.png', 'resume.txt', 'resume', 'resume.pdf.exe'])('refuses %s', (name) =>
    expect(requestFileProblem({ name }, false)).toBe('Please select a PDF or Word document'),
  );
});

describe('status changes and feedback', () => {
  it('takes a status, and rejected only with a reason', () => {
    expect(statusUpdateSchema.parse({ status: 'completed' })).toEqual({ status: 'completed' });
    expect(statusUpdateSchema.parse({ status: 'rejected', reason: ' Position filled ' })).toEqual({ status: 'rejected', reason: 'Position filled' });
    expect(statusUpdateSchema.safeParse({ status: 'rejected' }).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['reason'], message: 'Rejection reason is required.' }),
    ]);
    expect(issues(statusUpdateSchema.safeParse({ status: 'rejected', reason: '   ' }))).toEqual([
      { path: ['reason'], message: 'Rejection reason is required.' },
    ]);
  });

  it('refuses a status that is not a choice, and a reason past 1000 characters', () => {
    expect(issues(statusUpdateSchema.safeParse({ status: 'done' }))).toEqual([{ path: ['status'], message: 'Please choose a status.' }]);
    expect(issues(statusUpdateSchema.safeParse({}))).toEqual([{ path: ['status'], message: 'Please choose a status.' }]);
    expect(statusUpdateSchema.safeParse({ status: 'rejected', reason: long(1000) }).success).toBe(true);
    expect(issues(statusUpdateSchema.safeParse({ status: 'rejected', reason: long(1001) }))?.[0]?.path).toEqual(['reason']);
  });

  it('needs a rejection reason after trimming, up to 1000 characters', () => {
    expect(rejectionReasonSchema.parse('  Position filled ')).toBe('Position filled');
    expect(issues(rejectionReasonSchema.safeParse('   '))).toEqual([{ path: [], message: 'Rejection reason is required.' }]);
    expect(issues(rejectionReasonSchema.safeParse(undefined))).toEqual([{ path: [], message: 'Rejection reason is required.' }]);
    expect(rejectionReasonSchema.safeParse(long(1000)).success).toBe(true);
    expect(rejectionReasonSchema.safeParse(long(1001)).success).toBe(false);
  });

  it('needs feedback, trimmed, up to 1000 characters', () => {
    expect(feedbackSchema.parse({ feedback: ' Thank you! ' })).toEqual({ feedback: 'Thank you!' });
    expect(issues(feedbackSchema.safeParse({ feedback: '  ' }))).toEqual([{ path: ['feedback'], message: 'Please write your feedback.' }]);
    expect(issues(feedbackSchema.safeParse({}))).toEqual([{ path: ['feedback'], message: 'Please write your feedback.' }]);
    expect(feedbackSchema.safeParse({ feedback: long(1000) }).success).toBe(true);
    expect(issues(feedbackSchema.safeParse({ feedback: long(1001) }))).toEqual([{ path: ['feedback'], message: 'Feedback must be at most 1000 characters.' }]);
  });
});

describe('referralListQuerySchema', () => {
  it('reads the first page of 10 of every request by default', () => expect(referralListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, tab: 'all' }));

  it('reads a query string', () =>
    expect(referralListQuerySchema.parse({ page: '3', limit: '100', tab: 'pending', search: '  canva ' })).toEqual({
      page: 3,
      limit: 100,
      tab: 'pending',
      search: 'canva',
    }));

  it.each([{ page: '0' }, { page: '1.5' }, { limit: '0' }, { limit: '101' }, { tab: 'waitingforapproval' }, { search: long(101) }])('refuses %j', (query) =>
    expect(referralListQuerySchema.safeParse(query).success).toBe(false),
  );

  it('takes a search of up to 100 characters and a limit of 1', () =>
    expect(referralListQuerySchema.parse({ search: long(100), limit: '1' })).toEqual({ page: 1, limit: 1, tab: 'all', search: long(100) }));
});

describe('withdrawalSchema (to an Australian bank account)', () => {
  const form = { credits: 50, accountName: ' Riley Referrer ', bsb: '062-000', accountNumber: '1234 5678' };
  const parse = (changes: Record<string, unknown>) => withdrawalSchema.safeParse({ ...form, ...changes });

  it('takes the credits as a number, and the BSB and account number as digits alone', () =>
    expect(withdrawalSchema.parse(form)).toEqual({ credits: 50, accountName: 'Riley Referrer', bsb: '062000', accountNumber: '12345678' }));

  // a JSON number only: text and lists are refused, never read as a number
  it.each(['50', '0x10', '1e3', ' 10 ', '', [10], [], true, {}])('refuses the credits %j with the field’s message', (credits) =>
    expect(issues(parse({ credits }))).toEqual([{ path: ['credits'], message: 'Enter a whole number of credits, at least 1.' }]),
  );

  it('reads a form’s typed credits as the number they write, and refuses anything else with the field’s message', () => {
    const typed = { ...form, credits: ' 50 ' };
    expect(withdrawalFormSchema.parse(typed)).toEqual({ credits: 50, accountName: 'Riley Referrer', bsb: '062000', accountNumber: '12345678' });
    for (const credits of ['0x10', '1e3', '', '1.5', '0'])
      expect(issues(withdrawalFormSchema.safeParse({ ...typed, credits }))).toEqual([
        { path: ['credits'], message: 'Enter a whole number of credits, at least 1.' },
      ]);
    expect(issues(withdrawalFormSchema.safeParse({ ...typed, bsb: '1' }))).toEqual([{ path: ['bsb'], message: 'BSB must be 6 digits.' }]);
  });

  it('takes a BSB written with a dash, spaces or neither', () => {
    for (const bsb of ['062-000', '062 000', '062000', ' 06 2-0 00 ']) expect(withdrawalSchema.parse({ ...form, bsb }).bsb).toBe('062000');
  });

  it.each(['06200', '0620001', '062_000', 'abcdef', ''])('refuses the BSB %j', (bsb) =>
    expect(issues(parse({ bsb }))).toEqual([{ path: ['bsb'], message: 'BSB must be 6 digits.' }]),
  );

  it('takes an account number of 6 to 10 digits, spaces aside', () => {
    expect(withdrawalSchema.parse({ ...form, accountNumber: '123456' }).accountNumber).toBe('123456');
    expect(withdrawalSchema.parse({ ...form, accountNumber: '12 3456 7890' }).accountNumber).toBe('1234567890');
  });

  it.each(['12345', '12345678901', '1234-5678', 'abcdefgh'])('refuses the account number %j', (accountNumber) =>
    expect(issues(parse({ accountNumber }))).toEqual([{ path: ['accountNumber'], message: 'Account number must be 6 to 10 digits.' }]),
  );

  it.each([0, -5, 1.5, 'many', null])('refuses %j credits', (credits) =>
    expect(issues(parse({ credits }))).toEqual([{ path: ['credits'], message: 'Enter a whole number of credits, at least 1.' }]),
  );

  it('takes from 1 to 1,000,000 credits', () => {
    expect(withdrawalSchema.parse({ ...form, credits: 1 }).credits).toBe(1);
    expect(withdrawalSchema.parse({ ...form, credits: 1_000_000 }).credits).toBe(1_000_000);
    expect(issues(parse({ credits: 1_000_001 }))?.[0]?.path).toEqual(['credits']);
  });

  it('needs an account name, up to 100 characters', () => {
    expect(issues(parse({ accountName: '  ' }))).toEqual([{ path: ['accountName'], message: 'Account name is required.' }]);
    expect(parse({ accountName: long(100) }).success).toBe(true);
    expect(issues(parse({ accountName: long(101) }))?.[0]?.path).toEqual(['accountName']);
  });

  it('says what each missing field needs', () =>
    expect(issues(withdrawalSchema.safeParse({}))).toEqual([
      { path: ['credits'], message: 'Enter a whole number of credits, at least 1.' },
      { path: ['accountName'], message: 'Account name is required.' },
      { path: ['bsb'], message: 'BSB must be 6 digits.' },
      { path: ['accountNumber'], message: 'Account number must be 6 to 10 digits.' },
    ]));
});

describe('withdrawalDecisionSchema', () => {
  it('takes paid, or declined with a reason, trimmed', () => {
    expect(withdrawalDecisionSchema.parse({ action: 'paid' })).toEqual({ action: 'paid' });
    expect(withdrawalDecisionSchema.parse({ action: 'declined', reason: ' Wrong BSB ' })).toEqual({ action: 'declined', reason: 'Wrong BSB' });
  });

  it('needs the reason to decline, up to 500 characters', () => {
    expect(issues(withdrawalDecisionSchema.safeParse({ action: 'declined' }))).toEqual([
      { path: ['reason'], message: 'Please give the reason for declining.' },
    ]);
    expect(issues(withdrawalDecisionSchema.safeParse({ action: 'declined', reason: '  ' }))).toEqual([
      { path: ['reason'], message: 'Please give the reason for declining.' },
    ]);
    expect(withdrawalDecisionSchema.safeParse({ action: 'declined', reason: long(500) }).success).toBe(true);
    expect(withdrawalDecisionSchema.safeParse({ action: 'declined', reason: long(501) }).success).toBe(false);
  });

  it('refuses another action', () => expect(withdrawalDecisionSchema.safeParse({ action: 'refunded' }).success).toBe(false));
});
