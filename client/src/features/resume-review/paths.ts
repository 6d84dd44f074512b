import { paths } from '../../lib/paths';

/** The resume-review feature's own pages beyond spec 001's route table: a career advice session's detail. */
export const reviewPaths = {
  adminCareerAdviceDetail: (reviewId: string) => `${paths.adminCareerAdvice}/${encodeURIComponent(reviewId)}`,
};
