import { describe, expect, it } from 'vitest';
import { companyFormSchema, companyListQuerySchema, type CompanyDetails } from './companies.ts';

const details: CompanyDetails = {
  name: 'Atlassian',
  registrationNumber: '53 102 443 916',
  contactNumber: '02 9262 1443',
  website: 'https://atlassian.com',
  address: 'Sydney NSW',
};

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const issues = (result: Parsed) => result.error?.issues.map(({ path, message }) => ({ path, message }));

describe('companyFormSchema (spec 001 §5, the company form)', () => {
  const form = { name: 'Atlassian' };
  const parse = (changes: Record<string, unknown>) => companyFormSchema.safeParse({ ...form, ...changes });
  const refusal = (field: string, value: unknown) => issues(parse({ [field]: value }));

  it('takes a name alone, and leaves the other fields empty', () =>
    expect(companyFormSchema.parse({ name: ' Atlassian ' })).toEqual({
      name: 'Atlassian',
      registrationNumber: '',
      contactNumber: '',
      website: '',
      address: '',
    }));

  it('takes every field, trimmed', () =>
    expect(
      companyFormSchema.parse({
        name: 'Atlassian',
        registrationNumber: ' 53 102 443 916 ',
        contactNumber: ' 02 9262 1443 ',
        website: ' atlassian.com ',
        address: ' Sydney NSW ',
        currentStatus: 'pending',
      }),
    ).toEqual({ ...details, website: 'https://atlassian.com', currentStatus: 'pending' }));

  it('needs a name of at most 100 characters', () => {
    expect(refusal('name', undefined)).toEqual([{ path: ['name'], message: 'Company name is required' }]);
    expect(refusal('name', '   ')).toEqual([{ path: ['name'], message: 'Company name is required' }]);
    expect(parse({ name: 'x'.repeat(100) }).success).toBe(true);
    expect(refusal('name', 'x'.repeat(101))).toEqual([{ path: ['name'], message: 'Company name must be at most 100 characters' }]);
  });

  it('takes a registration number of up to 50 characters and an address of up to 500', () => {
    expect(parse({ registrationNumber: 'x'.repeat(50), address: 'x'.repeat(500) }).success).toBe(true);
    expect(refusal('registrationNumber', 'x'.repeat(51))).toEqual([
      { path: ['registrationNumber'], message: 'Registration number must be at most 50 characters' },
    ]);
    expect(refusal('address', 'x'.repeat(501))).toEqual([{ path: ['address'], message: 'Address must be at most 500 characters' }]);
  });

  it.each(['02 9262 1443', '+61 2 9262 1443', '(02) 9262-1443', '02.9262.1443', '0292621443', '1234567', '123456789012', '+1234567'])(
    'takes the contact number %j as it is written',
    (contactNumber) => expect(companyFormSchema.parse({ ...form, contactNumber }).contactNumber).toBe(contactNumber),
  );

  it.each(['abc', '12', '123456', '1234567890123', '61+292621443', 'x1234567', '1234567x', '02 9262 1443 ext 2', '02/9262/1443', '0 2 9 2 6 2 1 4 4 3 1'])(
    'refuses the contact number %j',
    (contactNumber) => expect(refusal('contactNumber', contactNumber)).toEqual([{ path: ['contactNumber'], message: 'Please enter a valid contact number' }]),
  );

  it('takes a contact number of up to 20 characters, and none at all', () => {
    expect(parse({ contactNumber: '0 2 9 2 6 2 1 4 4 31' }).success).toBe(true);
    expect(companyFormSchema.parse({ ...form, contactNumber: '' }).contactNumber).toBe('');
    expect(companyFormSchema.parse({ ...form, contactNumber: '   ' }).contactNumber).toBe('');
  });

  it('reports a contact number or a website as a rule of its own field', () =>
    expect(parse({ contactNumber: '12', website: 'localhost' }).error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['contactNumber'], message: 'Please enter a valid contact number' }),
      expect.objectContaining({ code: 'custom', path: ['website'], message: 'Please enter a valid website URL' }),
    ]));

  it.each([
    ['atlassian.com', 'https://atlassian.com'],
    ['www.atlassian.com/careers', 'https://www.atlassian.com/careers'],
    ['http://atlassian.com', 'http://atlassian.com'],
    ['https://my-company.com.au', 'https://my-company.com.au'],
    ['HTTPS://Atlassian.com', 'HTTPS://Atlassian.com'],
    ['atlassian.com/go?to=https://jira.com', 'https://atlassian.com/go?to=https://jira.com'],
    ['', ''],
  ])('takes the website %j as %j', (website, expected) => expect(companyFormSchema.parse({ ...form, website }).website).toBe(expected));

  it.each([
    'ftp://atlassian.com',
    'localhost',
    'not a website',
    'https://exa mple.com',
    'my_company.com',
    'https://atlassian.',
    'https://.com',
    'https://',
    'atlassian.com_au',
  ])('refuses the website %j', (website) => expect(refusal('website', website)).toEqual([{ path: ['website'], message: 'Please enter a valid website URL' }]));

  it('takes a website of up to 200 characters', () => {
    const site = (length: number) => `${'x'.repeat(length - '.com'.length)}.com`;
    expect(parse({ website: `https://${site(192)}` }).success).toBe(true);
    expect(refusal('website', `https://${site(193)}`)).toEqual([{ path: ['website'], message: 'Please enter a valid website URL' }]);
  });

  it('takes a status of the three, and says which when it is another', () => {
    expect(companyFormSchema.parse({ ...form, currentStatus: 'rejected' }).currentStatus).toBe('rejected');
    expect(refusal('currentStatus', 'archived')).toEqual([{ path: ['currentStatus'], message: 'Status must be pending, approved or rejected.' }]);
  });
});

describe('companyListQuerySchema', () => {
  it('reads the first page of 10 of every company by default', () => expect(companyListQuerySchema.parse({})).toEqual({ page: 1, limit: 10 }));

  it('reads a status, and all as no status', () => {
    expect(companyListQuerySchema.parse({ status: 'pending' }).status).toBe('pending');
    expect(companyListQuerySchema.parse({ status: 'all' }).status).toBeUndefined();
    expect(companyListQuerySchema.safeParse({ status: 'archived' }).success).toBe(false);
  });

  it('reads a query string', () =>
    expect(companyListQuerySchema.parse({ page: '2', limit: '100', search: ' canva ' })).toEqual({ page: 2, limit: 100, search: 'canva' }));

  it.each([{ page: '0' }, { page: '1.5' }, { limit: '0' }, { limit: '101' }, { search: 'x'.repeat(101) }])('refuses %j', (query) =>
    expect(companyListQuerySchema.safeParse(query).success).toBe(false),
  );
});
