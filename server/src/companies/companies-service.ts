import { companyDecider, companyStream, type CompanyDetails, type CompanyStatus } from '@referly/domain';
import { handleCommand } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

/** Each use case returns the global position of its last event, for read-your-writes. */
export const createCompaniesService = (deps: { eventStore: EventStore; clock: () => Date }) => ({
  async exists(companyId: string): Promise<boolean> {
    return (await deps.eventStore.readStream(companyStream(companyId))).length > 0;
  },

  async addCompany(companyId: string, details: CompanyDetails, status: CompanyStatus): Promise<number> {
    const command = { type: 'AddCompany' as const, companyId, details, status, now: deps.clock().toISOString() };
    return (await handleCommand(deps.eventStore, companyStream(companyId), companyDecider, command)).position;
  },
});
export type CompaniesService = ReturnType<typeof createCompaniesService>;
