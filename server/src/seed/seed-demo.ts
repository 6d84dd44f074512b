import { companyDecider, companyStream } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';
import type { AccountsService } from '../accounts/accounts-service.ts';
import { DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { demoCompanies } from './demo-companies.ts';

/** Adds the demo companies, then the demo accounts, that do not exist yet; returns the position of the last event written (0 if none). */
export const seedDemoData = async (deps: { eventStore: EventStore; accounts: AccountsService; now: () => string }): Promise<number> => {
  let position = 0;
  for (const company of demoCompanies) {
    const existing = await deps.eventStore.readStream(companyStream(company.companyId));
    if (existing.length > 0) continue;
    const result = await handleCommand(deps.eventStore, companyStream(company.companyId), companyDecider, {
      type: 'AddCompany',
      ...company,
      status: 'approved',
      now: deps.now(),
    });
    position = Math.max(position, result.position);
  }
  for (const account of demoAccounts) {
    const company = demoCompanies.find((candidate) => candidate.details.name === account.employer);
    const written = await deps.accounts.createVerifiedAccount({
      userId: account.userId,
      details: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        mobile: '0400 000 000',
        mobileWork: '02 9000 0000',
        userRole: account.userRole,
        dateOfBirth: '1990-01-01',
      },
      verificationStatus: account.verificationStatus,
      ...(company ? { employment: { companyId: company.companyId, companyName: company.details.name, positionAtCompany: account.position ?? '' } } : {}),
      password: DEMO_PASSWORD,
    });
    position = Math.max(position, written);
  }
  return position;
};
