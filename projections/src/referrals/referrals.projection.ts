import {
  statusLabels,
  type FileRef,
  type ReferralActor,
  type ReferralEvent,
  type ReferralStatus,
  type RefundView,
  type DisputeView,
  SYSTEM_ACTOR,
  type SeekerDetails,
  type TimelineEntry,
} from '@referly/domain';
import { documentProjection } from '../document-projection.ts';
import { paymentFailed, paymentMismatched, paymentReceived } from '../request-payment.ts';
import { COUNTERS } from '../accounts/users.projection.ts';

export const REFERRALS = 'referrals';

export type ReferralDoc = {
  _id: string;
  /** 1-based order of requests, the spec's display ID */
  index: number;
  seekerId: string;
  seeker: SeekerDetails;
  industry: string;
  desiredPosition: string;
  companyId: string;
  companyName: string;
  currentJob: string;
  jobUrl: string | null;
  resume: FileRef;
  coverLetter: FileRef | null;
  amountCents: number;
  currency: string;
  couponCode: string | null;
  discountPercentage: number | null;
  paymentIntentId: string;
  status: ReferralStatus;
  paid: boolean;
  paidAt: string | null;
  lastPaymentError: string | null;
  referrerId: string | null;
  referrerName: string | null;
  rejectionReason: string | null;
  feedback: string | null;
  refund: RefundView | null;
  /** issue 17: its dispute, if its seeker opened one */
  dispute: DisputeView | null;
  timeline: TimelineEntry[];
  createdAt: string;
  updatedAt: string;
  _position: number;
};

const actor = (by: ReferralActor | null): TimelineEntry['by'] => (by ? { role: by.role, name: by.name } : null);

const evolveReferral = (doc: ReferralDoc | null, event: ReferralEvent, position: number, index: number): ReferralDoc => {
  if (event.type === 'ReferralRequested') {
    const { referralId, seekerId, at, ...request } = event.data;
    return {
      _id: referralId,
      index,
      seekerId,
      ...request,
      status: 'pending',
      paid: false,
      paidAt: null,
      lastPaymentError: null,
      referrerId: null,
      referrerName: null,
      rejectionReason: null,
      feedback: null,
      refund: null,
      dispute: null,
      timeline: [{ kind: 'created', label: 'Request created', by: { role: 'jobSeeker', name: request.seeker.name }, at }],
      createdAt: at,
      updatedAt: at,
      _position: position,
    };
  }
  if (!doc) throw new Error(`referral ${event.data.referralId} changed before it was requested`);
  const at = event.data.at;
  const next = (changes: Partial<ReferralDoc>, entry: TimelineEntry): ReferralDoc => ({
    ...doc,
    ...changes,
    timeline: [...doc.timeline, entry],
    updatedAt: at,
  });
  switch (event.type) {
    case 'ReferralPaid':
      return next(...paymentReceived(at));
    case 'ReferralPaymentFailed':
      return next(...paymentFailed(event.data.message, at));
    case 'ReferralPaymentMismatched':
      return next(...paymentMismatched(doc, event.data, at));
    case 'ReferralTaken':
      return next(
        { referrerId: event.data.referrerId, referrerName: event.data.referrerName },
        { kind: 'taken', label: `${event.data.referrerName} took on the request`, by: { role: 'referrer', name: event.data.referrerName }, at },
      );
    case 'ReferralStatusChanged': {
      const { to, by, reason, refundDue } = event.data;
      const refund: RefundView | null = refundDue
        ? { status: 'pending', amountCents: doc.amountCents, attempts: 0, lastError: null, refundId: null, at }
        : doc.refund;
      return next(
        { status: to, rejectionReason: to === 'rejected' ? reason : doc.rejectionReason, refund },
        { kind: 'status', status: to, label: statusLabels[to], by: actor(by), ...(reason ? { reason } : {}), at },
      );
    }
    case 'ReferralUntakenReminded':
      return next({}, { kind: 'reminder', label: "Company's referrers reminded: nobody has taken it yet", by: actor(SYSTEM_ACTOR), at });
    case 'ReferralSilenceReminded':
      return next({}, { kind: 'reminder', label: `${event.data.referrerName} reminded to reply in the chat`, by: actor(SYSTEM_ACTOR), at });
    case 'ReferralReleased':
      return next(
        { status: 'pending', referrerId: null, referrerName: null },
        { kind: 'released', label: "Back in the company's pool", by: actor(SYSTEM_ACTOR), reason: event.data.reason, at },
      );
    case 'ReferralApprovalReminded':
      return next({}, { kind: 'reminder', label: 'Seeker reminded to approve or dispute', by: actor(SYSTEM_ACTOR), at });
    case 'ReferralDisputeOpened': {
      const { reason, files, statusAtOpening } = event.data;
      const dispute: DisputeView = {
        status: 'open',
        reason,
        files,
        statusAtOpening,
        openedAt: at,
        outcome: null,
        note: null,
        settledBy: null,
        settledAt: null,
      };
      return next({ dispute }, { kind: 'dispute', label: 'Dispute opened', by: { role: 'jobSeeker', name: doc.seeker.name }, reason, at });
    }
    case 'ReferralDisputeQuestionAsked':
      return next({}, { kind: 'dispute', label: 'Question about the dispute', by: actor(event.data.by), reason: event.data.question, at });
    case 'ReferralDisputeSettled': {
      const { outcome, note, by } = event.data;
      const dispute: DisputeView | null = doc.dispute ? { ...doc.dispute, status: 'settled', outcome, note, settledBy: by.name, settledAt: at } : null;
      const label = outcome === 'refunded' ? 'Dispute settled: refunded' : 'Dispute settled: approved';
      return next({ dispute }, { kind: 'dispute', label, by: actor(by), reason: note, at });
    }
    case 'ReferralFeedbackGiven':
      return next({ feedback: event.data.feedback }, { kind: 'feedback', label: 'Feedback given', by: { role: 'jobSeeker', name: doc.seeker.name }, at });
    case 'RefundRequested':
      return next(
        {
          refund: {
            status: 'pending',
            amountCents: doc.refund?.amountCents ?? doc.amountCents,
            attempts: doc.refund?.attempts ?? 0,
            lastError: doc.refund?.lastError ?? null,
            refundId: null,
            at,
          },
        },
        { kind: 'refundRequested', label: 'Refund requested', by: actor(event.data.by), at },
      );
    case 'RefundIssued':
      return next(
        {
          refund: {
            status: 'issued',
            amountCents: event.data.amountCents,
            attempts: (doc.refund?.attempts ?? 0) + 1,
            lastError: null,
            refundId: event.data.refundId,
            at,
          },
        },
        { kind: 'refund', label: 'Refund issued', by: null, at },
      );
    case 'RefundFailed': {
      const { error, attempt, final } = event.data;
      const refund: RefundView = {
        status: final ? 'failed' : 'pending',
        amountCents: doc.refund?.amountCents ?? doc.amountCents,
        attempts: attempt,
        lastError: error,
        refundId: null,
        at,
      };
      return next({ refund }, { kind: 'refundFailed', label: final ? 'Refund failed' : 'Refund attempt failed, trying again', by: null, reason: error, at });
    }
  }
};

/** One document per request: what every role's lists and details read, with its timeline built from the events. */
export const referralsProjection = documentProjection<ReferralDoc>({
  name: REFERRALS,
  collection: REFERRALS,
  canHandle: [
    'ReferralRequested',
    'ReferralPaid',
    'ReferralPaymentFailed',
    'ReferralPaymentMismatched',
    'ReferralTaken',
    'ReferralStatusChanged',
    'ReferralFeedbackGiven',
    'RefundRequested',
    'RefundIssued',
    'RefundFailed',
    'ReferralUntakenReminded',
    'ReferralSilenceReminded',
    'ReferralReleased',
    'ReferralApprovalReminded',
    'ReferralDisputeOpened',
    'ReferralDisputeQuestionAsked',
    'ReferralDisputeSettled',
  ] satisfies ReferralEvent['type'][],
  documentId: (event) => (typeof event.data.referralId === 'string' ? event.data.referralId : null),
  evolve: (doc, recorded, context) => evolveReferral(doc, recorded as unknown as ReferralEvent, recorded.position, context.sequence),
  // { createdAt: -1, index: -1 } is the lists' order (index breaks a tie): a page walks it and stops once full
  indexes: [
    { createdAt: -1, index: -1 },
    { seekerId: 1, createdAt: -1 },
    { companyId: 1, paid: 1, createdAt: -1 },
    { referrerId: 1, status: 1 },
  ],
  sequence: { collection: COUNTERS, id: REFERRALS, on: ['ReferralRequested'] },
});
