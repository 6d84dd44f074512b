import type { Decider, Event } from '../shared/event.ts';
import { DomainError } from '../shared/errors.ts';

export const companyStatuses = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

export type CompanyDetails = { name: string; registrationNumber: string; contactNumber: string; website: string; address: string };

export type CompanyEvent = Event<'CompanyAdded', { companyId: string } & CompanyDetails & { currentStatus: CompanyStatus; at: string }>;
export type CompanyCommand = { type: 'AddCompany'; companyId: string; details: CompanyDetails; status: CompanyStatus; now: string };
export type Company = { exists: boolean };

export const companyStream = (companyId: string) => `company-${companyId}`;

export const companyDecider: Decider<CompanyCommand, CompanyEvent, Company> = {
  initialState: () => ({ exists: false }),
  evolve: () => ({ exists: true }),
  decide: (command, state) => {
    if (state.exists) throw new DomainError('conflict', 'This company already exists.');
    return [{ type: 'CompanyAdded', data: { companyId: command.companyId, ...command.details, currentStatus: command.status, at: command.now } }];
  },
};
