/**
 * A few skills recruiters in each industry search for, by the industries a seeker chooses from
 * (domain/src/companies/industries.ts). Kept short on purpose: the desired position and the job ad add the rest.
 */
export const industrySkills: Record<string, readonly string[]> = {
  accounting: ['financial reporting', 'reconciliation', 'xero', 'myob', 'excel', 'tax', 'audit', 'budgeting'],
  banking: ['risk management', 'compliance', 'financial analysis', 'excel', 'credit', 'stakeholder management', 'regulatory'],
  construction: ['project management', 'safety', 'scheduling', 'autocad', 'estimating', 'contracts', 'site management'],
  consulting: ['stakeholder management', 'strategy', 'analysis', 'presentations', 'excel', 'problem solving', 'project management'],
  education: ['curriculum', 'lesson planning', 'assessment', 'classroom management', 'student engagement', 'learning'],
  engineering: ['design', 'autocad', 'project management', 'safety', 'analysis', 'testing', 'documentation'],
  government: ['policy', 'stakeholder management', 'compliance', 'security clearance', 'reporting', 'procurement'],
  healthcare: ['patient care', 'clinical', 'ahpra', 'infection control', 'documentation', 'compliance', 'teamwork'],
  hospitality: ['customer service', 'rsa', 'food safety', 'rostering', 'pos', 'bookings', 'teamwork'],
  technology: ['software development', 'agile', 'cloud', 'aws', 'sql', 'git', 'testing', 'ci/cd', 'api'],
  insurance: ['claims', 'underwriting', 'risk', 'compliance', 'customer service', 'superannuation'],
  legal: ['legal research', 'drafting', 'litigation', 'contracts', 'compliance', 'advice'],
  logistics: ['supply chain', 'inventory', 'logistics', 'lean', 'safety', 'scheduling', 'erp'],
  marketing: ['digital marketing', 'seo', 'content', 'social media', 'campaigns', 'analytics', 'branding'],
  mining: ['safety', 'environmental', 'operations', 'maintenance', 'project management', 'compliance'],
  property: ['property management', 'leasing', 'sales', 'negotiation', 'crm', 'inspections'],
  retail: ['customer service', 'sales', 'merchandising', 'inventory', 'pos', 'visual merchandising'],
  science: ['research', 'data analysis', 'laboratory', 'python', 'statistics', 'reporting'],
  telecommunications: ['networks', 'fibre', '5g', 'troubleshooting', 'customer service', 'project management'],
};

/** Words of an industry's name that pick its entry ('Information and Communication Technology' → technology). */
const aliases: [RegExp, string][] = [
  [/accounting/i, 'accounting'],
  [/bank|financ/i, 'banking'],
  [/construct/i, 'construction'],
  [/consult/i, 'consulting'],
  [/educat|training/i, 'education'],
  [/^engineering$/i, 'engineering'],
  [/government|defence/i, 'government'],
  [/health|medical/i, 'healthcare'],
  [/hospitality|tourism/i, 'hospitality'],
  [/information|ict|software|\bit\b/i, 'technology'],
  [/insurance|super/i, 'insurance'],
  [/legal|law/i, 'legal'],
  [/manufactur|transport|logistic/i, 'logistics'],
  [/marketing|communications$/i, 'marketing'],
  [/mining|resources|energy/i, 'mining'],
  [/real estate|property/i, 'property'],
  [/retail|consumer/i, 'retail'],
  [/science/i, 'science'],
  [/telecom/i, 'telecommunications'],
];

export const skillsOfIndustry = (industry: string): readonly string[] => {
  const key = aliases.find(([pattern]) => pattern.test(industry))?.[1];
  return key ? (industrySkills[key] ?? []) : [];
};
