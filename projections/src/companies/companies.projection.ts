import type { CompanyEvent, CompanyOrigin, CompanyStatus } from '@referly/domain';
import { companyNameKey } from '@referly/domain';
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
  updatedAt: string;
  createdBy: CompanyOrigin;
  /** the name as names are compared and sorted: 'CSL' sits after 'Canva' */
  nameKey: string;
  _position: number;
};

/** One document per company; a deleted company leaves a tombstone (queries filter on `notDeleted`). */
export const companiesProjection = documentProjection<CompanyDoc>({
  name: COMPANIES,
  collection: COMPANIES,
  canHandle: ['CompanyAdded', 'CompanyUpdated', 'CompanyDeleted'],
  documentId: (event) => (typeof event.data.companyId === 'string' ? event.data.companyId : null),
  evolve: (doc, recorded) => {
    const event = recorded as unknown as CompanyEvent;
    switch (event.type) {
      case 'CompanyAdded': {
        const { companyId, at, createdBy, ...details } = event.data;
        return {
          _id: companyId,
          ...details,
          createdAt: at,
          updatedAt: at,
          createdBy: createdBy ?? 'admin',
          nameKey: companyNameKey(details.name),
          _position: recorded.position,
        };
      }
      case 'CompanyUpdated': {
        if (!doc) throw new Error(`company ${event.data.companyId} updated before it was added`);
        const { companyId, at, ...details } = event.data;
        return { ...doc, ...details, _id: companyId, updatedAt: at, nameKey: companyNameKey(details.name) };
      }
      case 'CompanyDeleted':
        return null;
    }
  },
  indexes: [{ nameKey: 1 }, { currentStatus: 1, nameKey: 1 }],
});
