import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import { companyDecider, companyStream, type CompanyCommand, type CompanyEvent } from './companies.ts';

const given = specFor(companyDecider);
const now = '2026-11-23T09:00:00.000Z';
const details = {
  name: 'Atlassian',
  registrationNumber: '53 102 443 916',
  contactNumber: '02 9262 1443',
  website: 'https://atlassian.com',
  address: 'Sydney NSW',
};
const add: CompanyCommand = { type: 'AddCompany', companyId: 'c-1', details, status: 'approved', now };
const added: CompanyEvent = { type: 'CompanyAdded', data: { companyId: 'c-1', ...details, currentStatus: 'approved', at: now } };

describe('companies', () => {
  it('adds a company with its details, its status and the time', () => {
    given([]).when(add).then([added]);
  });

  it('keeps the status it is added with', () => {
    given([])
      .when({ ...add, status: 'pending' })
      .then([{ type: 'CompanyAdded', data: { ...added.data, currentStatus: 'pending' } }]);
  });

  it('refuses to add the same company twice', () => {
    given([added]).when(add).thenThrows('conflict', 'This company already exists.');
  });

  it('keeps each company in a stream of its own, named by its id', () => {
    expect(companyStream('c-1')).toBe('company-c-1');
    expect(companyStream('c-2')).not.toBe(companyStream('c-1'));
  });
});
