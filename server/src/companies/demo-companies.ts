import type { CompanyDetails } from '@referly/domain';

/** Real Australian employers for the demo. Registration numbers are left for an admin to fill in. */
const employers: [name: string, website: string, address: string][] = [
  ['Atlassian', 'https://www.atlassian.com', 'Sydney NSW'],
  ['Canva', 'https://www.canva.com', 'Sydney NSW'],
  ['Commonwealth Bank of Australia', 'https://www.commbank.com.au', 'Sydney NSW'],
  ['Westpac', 'https://www.westpac.com.au', 'Sydney NSW'],
  ['ANZ', 'https://www.anz.com.au', 'Melbourne VIC'],
  ['National Australia Bank', 'https://www.nab.com.au', 'Melbourne VIC'],
  ['Macquarie Group', 'https://www.macquarie.com', 'Sydney NSW'],
  ['Telstra', 'https://www.telstra.com.au', 'Melbourne VIC'],
  ['Optus', 'https://www.optus.com.au', 'Sydney NSW'],
  ['BHP', 'https://www.bhp.com', 'Melbourne VIC'],
  ['Rio Tinto', 'https://www.riotinto.com', 'Melbourne VIC'],
  ['Woodside Energy', 'https://www.woodside.com', 'Perth WA'],
  ['Fortescue', 'https://www.fortescue.com', 'Perth WA'],
  ['Woolworths Group', 'https://www.woolworthsgroup.com.au', 'Sydney NSW'],
  ['Coles Group', 'https://www.colesgroup.com.au', 'Melbourne VIC'],
  ['Wesfarmers', 'https://www.wesfarmers.com.au', 'Perth WA'],
  ['Qantas', 'https://www.qantas.com', 'Sydney NSW'],
  ['CSL', 'https://www.csl.com', 'Melbourne VIC'],
  ['REA Group', 'https://www.rea-group.com', 'Melbourne VIC'],
  ['SEEK', 'https://www.seek.com.au', 'Melbourne VIC'],
  ['Australia Post', 'https://auspost.com.au', 'Melbourne VIC'],
  ['Suncorp', 'https://www.suncorpgroup.com.au', 'Brisbane QLD'],
  ['Medibank', 'https://www.medibank.com.au', 'Melbourne VIC'],
  ['Xero Australia', 'https://www.xero.com/au', 'Melbourne VIC'],
];

export type DemoCompany = { companyId: string; details: CompanyDetails };

/** Fixed ids keep the demo stable across restarts. */
export const demoCompanies: DemoCompany[] = employers.map(([name, website, address], i) => ({
  companyId: `00000000-0000-4000-b000-${String(i + 1).padStart(12, '0')}`,
  details: { name, registrationNumber: '', contactNumber: '', website, address },
}));
