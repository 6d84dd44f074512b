import {
  companyDecider,
  companyMessages,
  companyNameDecider,
  companyNameKey,
  companyNameStream,
  companyStream,
  DomainError,
  type CompanyDetails,
  type CompanyOrigin,
  type CompanyStatus,
} from '@referly/domain';
import { handleCommand, loadState } from '@referly/infra/event-store/index';
import type { EventStore } from '@referly/infra/ports/event-store';

export type ResolvedCompany = { companyId: string; companyName: string; position: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const goneFromList = 'This company is no longer on the list. Please choose another.';
const blank: Omit<CompanyDetails, 'name'> = { registrationNumber: '', contactNumber: '', website: '', address: '' };

/**
 * The company list. A name belongs to one company (its `company-name-{key}` stream), so two people adding the same
 * company at once get one; a name claimed by an attempt that died before its company was written is taken over.
 * Each use case answers the log position of its last event, for read-your-writes.
 */
export const createCompaniesService = (deps: { eventStore: EventStore; clock: () => Date; newId: () => string }) => {
  const { eventStore } = deps;
  const now = () => deps.clock().toISOString();
  const companyOf = (companyId: string) => loadState(eventStore, companyStream(companyId), companyDecider);

  /** The company that holds a name, if its company was written and not deleted. */
  const holderOf = async (key: string): Promise<string | null> => {
    const { state } = await loadState(eventStore, companyNameStream(key), companyNameDecider);
    if (state.holder === null) return null;
    const { state: company } = await companyOf(state.holder);
    return company.exists && !company.deleted ? state.holder : null;
  };

  /** Claims a name for a company: 409 when another live company holds it; one whose company was never written, or was deleted, gives it up. */
  const claim = (name: string, companyId: string) => {
    const key = companyNameKey(name);
    return handleCommand(eventStore, companyNameStream(key), companyNameDecider, async (state) => ({
      type: 'ClaimCompanyName' as const,
      key,
      companyId,
      holderIsLive: state.holder !== null && state.holder !== companyId && (await holderOf(key)) !== null,
      now: now(),
    }));
  };

  const release = (name: string, companyId: string) =>
    handleCommand(eventStore, companyNameStream(companyNameKey(name)), companyNameDecider, {
      type: 'ReleaseCompanyName',
      key: companyNameKey(name),
      companyId,
      now: now(),
    });

  const add = async (companyId: string, details: CompanyDetails, status: CompanyStatus, origin: CompanyOrigin): Promise<number> => {
    await claim(details.name, companyId);
    return (await handleCommand(eventStore, companyStream(companyId), companyDecider, { type: 'AddCompany', companyId, details, status, origin, now: now() }))
      .position;
  };

  return {
    async exists(companyId: string): Promise<boolean> {
      const { state } = await companyOf(companyId);
      return state.exists && !state.deleted;
    },

    /** adds a company under a new id; 409 'A company with this name already exists.' when the name is taken */
    async addCompany(details: CompanyDetails, status: CompanyStatus, origin: CompanyOrigin): Promise<{ companyId: string; position: number }> {
      const companyId = deps.newId();
      return { companyId, position: await add(companyId, details, status, origin) };
    },

    /** demo data: a company under a fixed id, once, its name claimed even on a log seeded before names were */
    async addKnownCompany(companyId: string, details: CompanyDetails): Promise<number> {
      if (await this.exists(companyId)) {
        await claim(details.name, companyId);
        return 0;
      }
      return add(companyId, details, 'approved', 'seed');
    },

    async updateCompany(companyId: string, details: CompanyDetails, status: CompanyStatus): Promise<number> {
      const { state } = await companyOf(companyId);
      if (!state.exists || state.deleted || !state.details) throw new DomainError('not_found', companyMessages.notFound);
      const renamed = companyNameKey(state.details.name) !== companyNameKey(details.name);
      if (renamed) await claim(details.name, companyId);
      const { position } = await handleCommand(eventStore, companyStream(companyId), companyDecider, { type: 'UpdateCompany', details, status, now: now() });
      if (renamed) await release(state.details.name, companyId);
      return position;
    },

    async deleteCompany(companyId: string): Promise<number> {
      const { state } = await companyOf(companyId);
      const name = state.details?.name;
      const { position } = await handleCommand(eventStore, companyStream(companyId), companyDecider, { type: 'DeleteCompany', now: now() });
      if (name !== undefined) await release(name, companyId);
      return position;
    },

    /** The company a request form's company field names, without adding one: a company of the list by its id, or by its name. */
    async find(idOrName: string): Promise<ResolvedCompany | null> {
      const byId = UUID.test(idOrName);
      const id = byId ? idOrName : await holderOf(companyNameKey(idOrName));
      const { state } = id === null ? { state: null } : await companyOf(id);
      if (id !== null && state?.exists && !state.deleted && state.details) return { companyId: id, companyName: state.details.name, position: 0 };
      // an id from a list that changed since (the company was deleted) is not a name to add
      if (byId) throw new DomainError('validation_failed', goneFromList, { errors: { desiredCompany: goneFromList } });
      return null;
    },

    /** What a request form's company field names: that company, or a new pending one for an admin to approve. */
    async resolve(idOrName: string, origin: CompanyOrigin): Promise<ResolvedCompany> {
      const known = await this.find(idOrName);
      if (known) return known;
      const name = idOrName.trim().replace(/\s+/g, ' ');
      try {
        const added = await this.addCompany({ name, ...blank }, 'pending', origin);
        return { companyId: added.companyId, companyName: name, position: added.position };
      } catch (error) {
        // someone added the same name meanwhile: theirs it is
        const winner = error instanceof DomainError && error.code === 'conflict' ? await this.find(name) : null;
        if (winner === null) throw error;
        return winner;
      }
    },
  };
};

export type CompaniesService = ReturnType<typeof createCompaniesService>;
