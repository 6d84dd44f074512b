import type { CompanyEvent, CompanyStatus } from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { documentProjection } from '../document-projection.ts';

export const COMPANIES = 'companies';

export type CompanyDoc = {
  _id: string;
  name: string;
  registrationNumber: string;
  contactNumber: string;
  website: string;
  address: string;
  currentStatus: CompanyStatus;
  createdAt: string;
  /** the name folded to lower case: lists sort on it, so 'CSL' sits after 'Canva' */
  nameKey: string;
  _position: number;
};

export const companiesProjection = documentProjection<CompanyDoc>({
  name: COMPANIES,
  collection: COMPANIES,
  canHandle: ['CompanyAdded'],
  documentId: (event) => (typeof event.data.companyId === 'string' ? event.data.companyId : null),
  evolve: (_doc, recorded) => {
    const { data } = recorded as unknown as CompanyEvent;
    const { companyId, at, ...details } = data;
    return { _id: companyId, ...details, createdAt: at, nameKey: details.name.toLowerCase(), _position: recorded.position };
  },
  indexes: [{ nameKey: 1 }],
});

/** Approved companies by name, for the request forms. */
export const listApprovedCompanies = (store: ReadStore) =>
  store.collection<CompanyDoc>(COMPANIES).find({ currentStatus: 'approved' }, { sort: { nameKey: 1 } });
