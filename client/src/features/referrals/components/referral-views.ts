import clsx from 'clsx';
import { paths } from '../../../lib/paths';
import type { ReferralRow } from '../api/types';

export type ReferralViewer = 'admin' | 'seeker' | 'referrer';

type ReferralView = {
  /** where a row leads: the viewer's own detail route */
  hrefOf: (id: string) => string;
  /** admin tables are dense */
  density: 'compact' | 'comfortable';
  /** what a screen reader calls a row */
  rowLabel: (row: ReferralRow) => string;
  /** the classes of the cells that differ from one view to another */
  cells: { userName: string; jobTitle: string; company: string };
  /** a seeker looks for the job; an admin or a referrer for the person who asked */
  byJob: boolean;
  /** the payment column's header; a referrer sees only paid requests and has none */
  paymentHeader: string | null;
  /** how a row or card that just arrived live stands out */
  freshRow: (fresh: boolean) => string | undefined;
  freshCard: (fresh: boolean) => string;
  /** the referrer's new requests say 'New' beside the name */
  marksNew: boolean;
  skeleton: { label: string; cells: string[]; rowClassName: string };
};

const seekerFresh = 'bg-brand-50 transition-colors duration-1000';

/** The three lists of referral requests: the same spec columns, each with its viewer's emphasis and live highlight. */
export const referralViews: Record<ReferralViewer, ReferralView> = {
  admin: {
    hrefOf: paths.adminJobReferral,
    density: 'compact',
    rowLabel: (row) => `Open request #${row.index} by ${row.userName}`,
    cells: { userName: 'font-medium whitespace-nowrap text-ink', jobTitle: 'max-w-56 truncate text-ink', company: 'max-w-44 truncate text-muted' },
    byJob: false,
    paymentHeader: 'Payment Status',
    freshRow: () => undefined,
    freshCard: () => 'border-slate-200',
    marksNew: false,
    skeleton: {
      label: 'Loading job referrals',
      cells: ['h-4 w-6', 'h-4 w-28', 'hidden h-4 w-40 md:block', 'hidden h-4 w-24 md:block', 'ml-auto h-5 w-20 rounded-full', 'h-5 w-14 rounded-full'],
      rowClassName: 'px-4 py-3.5',
    },
  },
  seeker: {
    hrefOf: paths.userJobReferral,
    density: 'comfortable',
    rowLabel: (row) => `Open request #${row.index}: ${row.jobTitle} at ${row.company}`,
    cells: { userName: 'whitespace-nowrap text-ink', jobTitle: 'max-w-56 truncate font-medium text-ink', company: 'max-w-48 truncate text-muted' },
    byJob: true,
    paymentHeader: 'Payment',
    freshRow: (fresh) => (fresh ? seekerFresh : undefined),
    freshCard: (fresh) => clsx('border-slate-200', fresh && seekerFresh),
    marksNew: false,
    skeleton: {
      label: 'Loading referral requests',
      cells: ['h-4 w-6', 'h-4 w-32', 'hidden h-4 w-40 md:block', 'hidden h-4 w-24 md:block', 'ml-auto h-5 w-20 rounded-full', 'h-5 w-14 rounded-full'],
      rowClassName: 'px-4 py-3.5',
    },
  },
  referrer: {
    hrefOf: paths.referrerDetails,
    density: 'comfortable',
    rowLabel: (row) => `Open request ${row.index} from ${row.userName}`,
    cells: { userName: 'font-medium whitespace-nowrap text-ink', jobTitle: 'max-w-64 truncate text-ink', company: 'max-w-48 truncate text-muted' },
    byJob: false,
    paymentHeader: null,
    freshRow: (fresh) => clsx('duration-700', fresh && 'bg-amber-50'),
    freshCard: (fresh) => clsx('duration-700', fresh ? 'border-amber-300 bg-amber-50' : 'border-slate-200'),
    marksNew: true,
    skeleton: {
      label: 'Loading referral requests',
      cells: ['h-4 w-6', 'h-4 w-32', 'hidden h-4 w-48 md:block', 'hidden h-4 w-24 md:block', 'ml-auto h-5 w-20 rounded-full'],
      rowClassName: 'px-4 py-4',
    },
  },
};
