import {
  creditMessages,
  disputeListQuerySchema,
  disputeQuestionSchema,
  disputeSettleSchema,
  DomainError,
  referralListQuerySchema,
  referralMessages,
  statusUpdateSchema,
  withdrawalDecisionSchema,
  withdrawalSchema,
} from '@referly/domain';
import type { ReadStore } from '@referly/infra/ports/read-store';
import { readUser } from '@referly/projections/accounts/queries';
import {
  getReferral,
  getWithdrawal,
  listDisputes,
  listReferrals,
  listWithdrawals,
  referralSummaries,
  referrerCredits,
} from '@referly/projections/referrals/queries';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.ts';
import { parse } from '../http/parse.ts';
import { replyCommand } from '../http/reply.ts';
import { viewerOf } from '../auth/viewer.ts';
import { mustBeVerified, mustSee, scopeOf } from './access.ts';
import type { CreditsService } from './credits-service.ts';
import { idParam } from './params.ts';
import type { ReferralsService } from './referrals-service.ts';
import { disputeRow, referralRow, referralView } from './views.ts';

export type StaffRoutesDeps = {
  referrals: ReferralsService;
  credits: CreditsService;
  readStore: ReadStore;
  /** what a credit is worth one unit of, and withdrawals are paid in: the payment currency */
  currency: string;
  referrer: RequestHandler;
  admin: RequestHandler;
};

const withdrawalsQuery = z.object({ status: z.enum(['requested', 'paid', 'declined']).optional() });

/** The referrer's and the admin's calls of spec 001 §7, and the credits of issue 6 §5. */
export const staffRoutes = ({ referrals, credits, readStore, currency, referrer, admin }: StaffRoutesDeps) => {
  const router = Router();
  const viewer = async (locals: Parameters<typeof principalOf>[0]) => mustBeVerified(await viewerOf(readStore, principalOf(locals)));

  const list: RequestHandler = async (req, res) => {
    const query = parse(referralListQuerySchema, req.query);
    const page = await listReferrals(readStore, scopeOf(await viewer(res.locals)), query);
    res.json({ statusCode: 200, ...page, data: page.data.map(referralRow) });
  };
  const detail: RequestHandler = async (req, res) => {
    const me = await viewer(res.locals);
    res.json({ statusCode: 200, data: referralView(mustSee(me, await getReferral(readStore, parse(idParam, req.params).id)), me) });
  };
  const update =
    (message: string): RequestHandler =>
    async (req, res) => {
      const me = await viewer(res.locals);
      const referral = mustSee(me, await getReferral(readStore, parse(idParam, req.params).id));
      const { status, reason } = parse(statusUpdateSchema, req.body);
      replyCommand(res, await referrals.changeStatus(referral._id, me, status, reason ?? null), { message });
    };

  router.get('/job-referral/referrer', referrer, list);
  router.get('/job-referral/referrer/:id', referrer, detail);
  router.put('/job-referral/referrer/:id', referrer, update(referralMessages.toastStatusUpdatedByReferrer));

  router.get('/admin/services/job-referral', admin, list);
  router.get('/admin/services/job-referral/:id', admin, detail);
  // spec 001 §7 spells the admin's PUT with a trailing slash; Express takes both spellings
  router.put('/admin/services/job-referral/:id', admin, update(referralMessages.toastStatusUpdatedByAdmin));
  router.post('/admin/services/job-referral/:id/refund/retry', admin, async (req, res) => {
    const me = await viewer(res.locals);
    const referral = mustSee(me, await getReferral(readStore, parse(idParam, req.params).id));
    replyCommand(res, await referrals.retryRefund(referral._id, me), { message: referralMessages.refundRetrying });
  });

  // issue 17: the admins' dispute queue, and what they do with a dispute
  router.get('/admin/disputes', admin, async (req, res) => {
    const query = parse(disputeListQuerySchema, req.query);
    const page = await listDisputes(readStore, query);
    res.json({ statusCode: 200, ...page, data: page.data.map(disputeRow) });
  });
  router.post('/admin/services/job-referral/:id/dispute/ask', admin, async (req, res) => {
    const me = await viewer(res.locals);
    const referral = mustSee(me, await getReferral(readStore, parse(idParam, req.params).id));
    const { question } = parse(disputeQuestionSchema, req.body);
    replyCommand(res, await referrals.askAboutDispute(referral._id, me, question), { message: referralMessages.toastDisputeAsked });
  });
  router.post('/admin/services/job-referral/:id/dispute/settle', admin, async (req, res) => {
    const me = await viewer(res.locals);
    const referral = mustSee(me, await getReferral(readStore, parse(idParam, req.params).id));
    const { outcome, note } = parse(disputeSettleSchema, req.body);
    replyCommand(res, await referrals.settleDispute(referral._id, me, outcome, note), { message: referralMessages.toastDisputeSettled });
  });

  router.get('/referrer/credits', referrer, async (_req, res) => {
    const me = await viewer(res.locals);
    const { available, pending, earned, withdrawn, held, history } = await referrerCredits(readStore, me.userId);
    const referralsOf = await referralSummaries(
      readStore,
      history.flatMap((entry) => (entry.referralId ? [entry.referralId] : [])),
    );
    res.json({
      statusCode: 200,
      data: {
        available,
        pending,
        earned,
        withdrawn,
        held,
        currency,
        history: history.map(({ kind, credits: amount, referralId, withdrawalId, reason, at }) => ({
          kind,
          credits: amount,
          referralId,
          referral: referralId ? (referralsOf.get(referralId) ?? null) : null,
          withdrawalId,
          reason,
          at,
        })),
      },
    });
  });

  router.post('/referrer/withdrawals', referrer, async (req, res) => {
    const me = await viewer(res.locals);
    const { credits: amount, ...bank } = parse(withdrawalSchema, req.body);
    const { withdrawalId, position } = await credits.requestWithdrawal(me.userId, amount, bank);
    replyCommand(res, position, { message: creditMessages.toastRequested, data: { withdrawalId } }, 201);
  });

  router.get('/admin/withdrawals', admin, async (req, res) => {
    const { status } = parse(withdrawalsQuery, req.query);
    const withdrawals = await listWithdrawals(readStore, status);
    const names = new Map<string, string>();
    for (const withdrawal of withdrawals) {
      if (names.has(withdrawal.referrerId)) continue;
      const user = await readUser(readStore, withdrawal.referrerId);
      names.set(withdrawal.referrerId, user ? `${user.firstName} ${user.lastName}`.trim() : '');
    }
    res.json({
      statusCode: 200,
      currency,
      data: withdrawals.map(({ _position, ...withdrawal }) => ({ ...withdrawal, referrerName: names.get(withdrawal.referrerId) ?? '' })),
    });
  });

  router.put('/admin/withdrawals/:id', admin, async (req, res) => {
    const { id } = parse(idParam, req.params);
    const decision = parse(withdrawalDecisionSchema, req.body);
    const withdrawal = await getWithdrawal(readStore, id);
    if (!withdrawal) throw new DomainError('not_found', creditMessages.unknownWithdrawal);
    const position = await credits.decideWithdrawal(withdrawal.referrerId, id, await viewer(res.locals), decision);
    replyCommand(res, position, { message: decision.action === 'paid' ? creditMessages.toastPaid : creditMessages.toastDeclined });
  });

  return router;
};
