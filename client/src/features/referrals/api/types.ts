import type {
  CreditHistoryLine,
  DisputeView,
  FileView,
  PaymentView,
  RefundView,
  ReferralStatus,
  ReferralTab,
  StatusChoice,
  TimelineEntry,
  WithdrawalView,
} from '@referly/domain';

export type { FileView, TimelineEntry } from '@referly/domain';
export type Payment = PaymentView;
export type CreditHistoryEntry = CreditHistoryLine;
export type Refund = RefundView;

/** Issue 17: a request's dispute; its files are links (a referrer gets none). */
export type Dispute = Omit<DisputeView, 'files'> & { files: FileView[] };

/** docs/API.md, Referrals: the shapes the server answers. */
export type Referral = {
  _id: string;
  id: string;
  index: number;
  seekerId: string;
  jobSeekerDetails: { name: string; email: string; mobile: string };
  industryDetails: { industry: string; desiredPosition: string; desiredCompany: string; desiredCompanyId: string; currentJob: string };
  jobUrl: string | null;
  submissionDate: string;
  currentStatus: ReferralStatus;
  status: ReferralStatus;
  paymentStatus: 'Paid' | 'Unpaid';
  payment: Payment | null;
  /** cents still to pay (0 once paid) */
  amountDue: number;
  /** the currency of the request's charge, its payment and its refund */
  currency: string;
  lastPaymentError: string | null;
  resume: FileView;
  coverLetter: FileView | null;
  submittedProofs: string | null;
  rejectionReason: string | null;
  feedback: string | null;
  referrer: { id: string; name: string | null } | null;
  refund: Refund | null;
  dispute: Dispute | null;
  /** the seeker's answer only: until when they may open a dispute; null when they may not */
  disputeUntil?: string | null;
  timeline: TimelineEntry[];
  /** what the person looking may set the status to now; empty when the dropdown is locked */
  allowedStatuses: StatusChoice[];
  updatedAt: string;
};

export type ReferralRow = {
  _id: string;
  id: string;
  index: number;
  userName: string;
  jobTitle: string;
  company: string;
  submissionDate: string;
  status: ReferralStatus;
  currentStatus: ReferralStatus;
  paymentStatus: 'Paid' | 'Unpaid';
  /** where the refund of a rejected paid request stands; null when there is none */
  refundStatus: Refund['status'] | null;
  /** issue 17: where the request's dispute stands; null (or absent) without one */
  disputeStatus?: Dispute['status'] | null;
  referrer: string | null;
};

export type TabCounts = Record<ReferralTab, number>;
export type ReferralPage = { data: ReferralRow[]; totalPages: number; currentPage: number; totalCount: number; counts: TabCounts };
export type ReferralListQuery = { page: number; limit: number; tab: ReferralTab; search?: string };

export type SeekerDashboard = {
  jobReferrals: { total: number; pending: number; approved: number; rejected: number };
  careerAdviceAndResumeReview: { total: number; pending: number; approved: number; rejected: number };
};

/** POST /api/job-referral/job-seeker: the request, and what to pay for it (cents) */
export type CreatedReferral = { data: Referral; paymentClientSecret: string | null; amount: number; currency: string; message: string };
export type PaymentDue = { paymentClientSecret: string; amount: number; currency: string };

/** A referrer's balance; a credit is worth one unit of `currency`, the payment currency, and is paid out in it. */
export type Credits = {
  available: number;
  pending: number;
  earned: number;
  withdrawn: number;
  held: number;
  currency: string;
  history: CreditHistoryEntry[];
};

/** A withdrawal as an admin's list shows it, with the currency its credits are paid out in (the answer's `currency`). */
export type Withdrawal = WithdrawalView & { referrerName: string; currency: string };

/** Which list a page shows: the seeker's own, a referrer's company's, or every request (admin). */
export type ReferralAudience = 'seeker' | 'referrer' | 'admin';

/** GET /api/admin/disputes: a line of the admins' dispute queue. */
export type DisputeRow = {
  id: string;
  index: number;
  jobTitle: string;
  company: string;
  seeker: { id: string; name: string };
  referrer: { id: string; name: string | null } | null;
  status: ReferralStatus;
  amountCents: number;
  currency: string;
  dispute: Dispute;
};
export type DisputeStatus = Dispute['status'];
export type DisputePage = { data: DisputeRow[]; totalCount: number; openCount: number; totalPages: number; currentPage: number };
export type DisputeListQuery = { status: DisputeStatus; page: number; limit: number };
