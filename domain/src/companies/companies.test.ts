import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/given-when-then.ts';
import {
  companyDecider,
  companyNameDecider,
  companyNameKey,
  companyNameStream,
  companyStream,
  type CompanyCommand,
  type CompanyDetails,
  type CompanyEvent,
  type CompanyNameEvent,
} from './companies.ts';

const given = specFor(companyDecider);
const givenName = specFor(companyNameDecider);
const now = '2026-11-23T09:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const details: CompanyDetails = {
  name: 'Atlassian',
  registrationNumber: '53 102 443 916',
  contactNumber: '02 9262 1443',
  website: 'https://atlassian.com',
  address: 'Sydney NSW',
};
const add: CompanyCommand = { type: 'AddCompany', companyId: 'c-1', details, status: 'approved', origin: 'admin', now };
const added: CompanyEvent = { type: 'CompanyAdded', data: { companyId: 'c-1', ...details, currentStatus: 'approved', createdBy: 'admin', at: now } };
const update = (changes: Partial<CompanyDetails>, status: 'pending' | 'approved' | 'rejected' = 'approved'): CompanyCommand => ({
  type: 'UpdateCompany',
  details: { ...details, ...changes },
  status,
  now: later,
});
const updated = (changes: Partial<CompanyDetails>, status: 'pending' | 'approved' | 'rejected' = 'approved'): CompanyEvent => ({
  type: 'CompanyUpdated',
  data: { companyId: 'c-1', ...details, ...changes, currentStatus: status, at: later },
});
const deleted: CompanyEvent = { type: 'CompanyDeleted', data: { companyId: 'c-1', name: 'Atlassian', at: later } };

describe('adding a company', () => {
  it('adds a company with its details, its status, who added it and the time', () => given([]).when(add).then([added]));

  it('keeps the status it is added with, and who put it on the list', () =>
    given([])
      .when({ ...add, status: 'pending', origin: 'seeker' })
      .then([{ type: 'CompanyAdded', data: { ...added.data, currentStatus: 'pending', createdBy: 'seeker' } }]));

  it('refuses to add the same company twice, even once it is deleted', () => {
    given([added]).when(add).thenThrows('conflict', 'This company already exists.');
    given([added, deleted]).when(add).thenThrows('conflict', 'This company already exists.');
  });

  it('starts from a company nobody added', () =>
    expect(companyDecider.initialState()).toEqual({ exists: false, deleted: false, companyId: '', details: null, status: 'approved' }));

  it('keeps each company in a stream of its own, named by its id', () => {
    expect(companyStream('c-1')).toBe('company-c-1');
    expect(companyStream('c-2')).toBe('company-c-2');
  });
});

describe('updating a company', () => {
  it('records the new details and status', () =>
    given([added])
      .when(update({ website: 'https://www.atlassian.com' }, 'rejected'))
      .then([updated({ website: 'https://www.atlassian.com' }, 'rejected')]));

  it('records nothing when nothing changed', () => {
    given([added]).when(update({})).then([]);
    given([added, updated({ address: 'Melbourne VIC' })])
      .when(update({ address: 'Melbourne VIC' }))
      .then([]);
  });

  it.each<Partial<CompanyDetails>>([
    { name: 'Atlassian Pty Ltd' },
    { registrationNumber: '53102443916' },
    { contactNumber: '02 9262 1444' },
    { website: 'atlassian.com.au' },
    { address: 'Melbourne VIC' },
  ])('records a change of any one detail: %j', (change) =>
    given([added])
      .when(update(change))
      .then([updated(change)]),
  );

  it('records a change of the status alone', () =>
    given([added])
      .when(update({}, 'pending'))
      .then([updated({}, 'pending')]));

  it('compares with the details last recorded', () =>
    given([added, updated({ address: 'Melbourne VIC' }, 'pending')])
      .when(update({}, 'pending'))
      .then([updated({}, 'pending')]));

  it('refuses a company that does not exist, or no longer does', () => {
    given([]).when(update({})).thenThrows('not_found', 'This company does not exist.');
    given([added, deleted]).when(update({})).thenThrows('not_found', 'This company does not exist.');
  });
});

describe('deleting a company', () => {
  it('deletes it under its current name', () =>
    given([added, updated({ name: 'Atlassian Corporation' })])
      .when({ type: 'DeleteCompany', now: later })
      .then([{ type: 'CompanyDeleted', data: { companyId: 'c-1', name: 'Atlassian Corporation', at: later } }]));

  it('refuses a company that does not exist, or is deleted already', () => {
    given([]).when({ type: 'DeleteCompany', now: later }).thenThrows('not_found', 'This company does not exist.');
    given([added, deleted]).when({ type: 'DeleteCompany', now: later }).thenThrows('not_found', 'This company does not exist.');
  });
});

describe('company names: one company per name', () => {
  const claim = (companyId: string, holderIsLive?: boolean) => ({ type: 'ClaimCompanyName' as const, key: 'atlassian', companyId, holderIsLive, now });
  const release = (companyId: string) => ({ type: 'ReleaseCompanyName' as const, key: 'atlassian', companyId, now: later });
  const claimed = (companyId: string): CompanyNameEvent => ({ type: 'CompanyNameClaimed', data: { key: 'atlassian', companyId, at: now } });
  const released = (companyId: string): CompanyNameEvent => ({ type: 'CompanyNameReleased', data: { key: 'atlassian', companyId, at: later } });

  it('gives a free name to the company that claims it', () =>
    givenName([])
      .when(claim('c-1'))
      .then([claimed('c-1')]));

  it('records nothing when the holder claims it again', () =>
    givenName([claimed('c-1')])
      .when(claim('c-1'))
      .then([]));

  it('refuses the name to another company, and names the holder', () => {
    givenName([claimed('c-1')])
      .when(claim('c-2'))
      .thenThrows('conflict', 'A company with this name already exists.');
    let refusal: unknown;
    try {
      companyNameDecider.decide(claim('c-2'), companyNameDecider.evolve(companyNameDecider.initialState(), claimed('c-1')));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ details: { companyId: 'c-1' } });
  });

  it('refuses it while its holder is live', () =>
    givenName([claimed('c-1')])
      .when(claim('c-2', true))
      .thenThrows('conflict', 'A company with this name already exists.'));

  it('takes the name over from a holder that never wrote its company, or deleted it', () =>
    givenName([claimed('c-1')])
      .when(claim('c-2', false))
      .then([{ type: 'CompanyNameReleased', data: { key: 'atlassian', companyId: 'c-1', at: now } }, claimed('c-2')]));

  it('frees the name when its holder releases it, and only then', () => {
    givenName([claimed('c-1')])
      .when(release('c-1'))
      .then([released('c-1')]);
    givenName([claimed('c-1')])
      .when(release('c-2'))
      .then([]);
    givenName([]).when(release('c-1')).then([]);
    givenName([claimed('c-1'), released('c-1')])
      .when(release('c-1'))
      .then([]);
    givenName([claimed('c-1'), released('c-1')])
      .when(claim('c-2'))
      .then([claimed('c-2')]);
  });

  it('compares names as the list does: case, spacing and a trailing full stop aside', () => {
    expect(companyNameKey('Canva Pty. Ltd.')).toBe('canva pty. ltd');
    expect(companyNameKey('  CANVA   Pty.\tLtd ')).toBe('canva pty. ltd');
    expect(companyNameKey('Canva Pty. Ltd. ')).toBe('canva pty. ltd');
    expect(companyNameStream(companyNameKey('Atlassian'))).toBe('company-name-atlassian');
  });
});
