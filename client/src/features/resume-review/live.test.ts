import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyLiveEvent } from '../../lib/socket';
import { reviewKeys } from './api/keys';
import { resumeReviewLive } from './live';

const cacheWith = () => {
  const client = new QueryClient();
  const keys = {
    seekerList: reviewKeys.list('seeker', { page: 1, limit: 10, tab: 'all' }),
    adminList: reviewKeys.list('admin', { page: 1, limit: 10, tab: 'all' }),
    seekerDetail: reviewKeys.detail('seeker', 'rv1'),
    adminDetail: reviewKeys.detail('admin', 'rv1'),
    careerAdvice: reviewKeys.careerAdviceList({ page: 1, limit: 10, state: 'all' }),
  };
  for (const key of Object.values(keys)) client.setQueryData(key, { any: 'data' });
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { client, stale };
};

describe('resume review live handlers', () => {
  it('an AI stage moves the details and the admin list, not the counts of the seeker list nor career advice', () => {
    const { client, stale } = cacheWith();
    applyLiveEvent(client, [resumeReviewLive], { type: 'AiReviewStageReached', data: { reviewId: 'rv1', stage: 'reading' } });
    expect(stale()).toEqual(['adminDetail', 'adminList', 'seekerDetail']);
  });

  it('a consultant review, a status change or a meeting makes every read of reviews stale', () => {
    for (const type of ['ConsultantReviewSaved', 'ResumeReviewStatusChanged', 'CareerAdviceMeetingScheduled', 'ResumeReviewPaid']) {
      const { client, stale } = cacheWith();
      applyLiveEvent(client, [resumeReviewLive], { type });
      expect(stale()).toEqual(['adminDetail', 'adminList', 'careerAdvice', 'seekerDetail', 'seekerList']);
    }
  });

  it("leaves reviews alone on another feature's event", () => {
    const { client, stale } = cacheWith();
    applyLiveEvent(client, [resumeReviewLive], { type: 'ReferralPaid' });
    expect(stale()).toEqual([]);
  });
});
