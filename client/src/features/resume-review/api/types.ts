import type { CareerAdviceRow, ResumeReviewAdminRow, ResumeReviewPage, ResumeReviewSeekerRow, ResumeReviewTab, ResumeReviewView } from '@referly/domain';

/** docs/API.md, Resume reviews: the shapes the server answers, defined once in the domain. */
export type Review = ResumeReviewView;
export type SeekerRow = ResumeReviewSeekerRow;
export type AdminRow = ResumeReviewAdminRow;
export type SeekerPage = ResumeReviewPage<SeekerRow>;
export type AdminPage = ResumeReviewPage<AdminRow>;

/** Which list a page shows: the seeker's own reviews, or every review (admin). */
export type ReviewAudience = 'seeker' | 'admin';
export type ReviewListQuery = { page: number; limit: number; tab: ResumeReviewTab; search?: string };

/** POST /api/resume-review/job-seeker: the review, and what to pay for it (cents). */
export type CreatedReview = { data: Review; paymentClientSecret: string | null; amount: number; currency: string; message: string };
/** POST /api/resume-review/job-seeker/{id}/pay: what is due on a review left unpaid */
export type PaymentDue = { paymentClientSecret: string; amount: number; currency: string };

export type CareerAdvicePage = { data: CareerAdviceRow[]; totalPages: number; currentPage: number; totalCount: number };
export type CareerAdviceListQuery = { page: number; limit: number; state: 'all' | 'requested' | 'scheduled' };
