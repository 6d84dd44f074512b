import type { ReferralRequestFields } from '@referly/domain';

/** The demo seeker, and the referrers' companies of the accounts and companies features' demo data. */
export const DEMO_SEEKER_ID = '00000000-0000-4000-a000-000000000002';
const ATLASSIAN = '00000000-0000-4000-b000-000000000001';
const CANVA = '00000000-0000-4000-b000-000000000002';

/** A one-page PDF, so the demo requests have a resume a referrer can open. */
export const demoResumePdf = (name: string): Buffer => {
  const text = `${name} - Resume`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
};

export type DemoReferral = {
  referralId: string;
  form: ReferralRequestFields;
  /** how far the demo takes it: left unpaid, paid and waiting for a referrer, or approved by the seeker */
  stage: 'unpaid' | 'paid' | 'approved';
};

const seeker = { name: 'Sam Seeker', email: 'seeker@referly.dev', mobile: '0400 000 000' };

/** Fixed ids keep the demo stable across restarts and the seeding idempotent. */
export const demoReferrals: DemoReferral[] = [
  {
    referralId: '00000000-0000-4000-c000-000000000001',
    stage: 'approved',
    form: {
      ...seeker,
      industry: 'Information and Communication Technology',
      desiredPosition: 'Graduate Data Analyst',
      desiredCompany: ATLASSIAN,
      currentJob: 'Retail Assistant',
      jobUrl: null,
      couponCode: null,
    },
  },
  {
    referralId: '00000000-0000-4000-c000-000000000002',
    stage: 'paid',
    form: {
      ...seeker,
      industry: 'Information and Communication Technology',
      desiredPosition: 'Frontend Software Engineer',
      desiredCompany: ATLASSIAN,
      currentJob: 'Junior Web Developer',
      jobUrl: 'https://www.atlassian.com/company/careers',
      couponCode: null,
    },
  },
  {
    referralId: '00000000-0000-4000-c000-000000000003',
    stage: 'unpaid',
    form: {
      ...seeker,
      industry: 'Marketing and Communications',
      desiredPosition: 'Content Designer',
      desiredCompany: CANVA,
      currentJob: 'Junior Web Developer',
      jobUrl: null,
      couponCode: null,
    },
  },
];
