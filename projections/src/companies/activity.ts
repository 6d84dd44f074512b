import type { ActivitySpec, Path } from '../activity/catalogue.ts';
import { activityPart } from '../activity/words.ts';

const company = (fields: Path[]): ActivitySpec => ({ kind: 'companies', subject: { type: 'company', id: 'companyId' }, fields });
const companyStatuses: Record<string, string> = { approved: 'approved', pending: 'pending approval', rejected: 'rejected' };
const companyOrigins: Record<string, string> = {
  admin: ' by an admin',
  seeker: ' from a job seeker’s request',
  referrer: ' from a referrer’s verification',
  seed: ' with the demo data',
};

/** Company events in the admin's feed. */
export const companiesActivity = activityPart(
  {
    CompanyAdded: company(['name', 'currentStatus', 'createdBy']),
    CompanyUpdated: company(['name', 'currentStatus']),
    CompanyDeleted: company(['name']),
    CompanyNameClaimed: company(['key']),
    CompanyNameReleased: company(['key']),
  },
  {
    CompanyAdded: (s) =>
      `Company ${s.text('name')} was added${companyOrigins[s.text('createdBy')] ?? ''} (${companyStatuses[s.text('currentStatus')] ?? s.text('currentStatus')})`,
    CompanyUpdated: (s) => `Company ${s.text('name')} was updated (${companyStatuses[s.text('currentStatus')] ?? s.text('currentStatus')})`,
    CompanyDeleted: (s) => `Company ${s.text('name')} was deleted`,
    CompanyNameClaimed: (s) => `The company name “${s.text('key')}” was taken`,
    CompanyNameReleased: (s) => `The company name “${s.text('key')}” was freed`,
  },
  {
    company: {
      link: (id, doc, context) => {
        const name = typeof doc.details.name === 'string' ? doc.details.name : context.company(id);
        const search = name ? `?search=${encodeURIComponent(name)}` : '';
        return { href: `/admin_dashboard/company_management${search}`, label: 'View companies' };
      },
    },
  },
);
