import { referralStream, type ReferralEvent } from '@referly/domain';
import { companyReferrers, person } from '../notifications/accounts-lookup.ts';
import type { RequestKindWorkers } from '../request-kind.ts';

/** Job referrals' e-mails: a seeker's request changing status, and a new paid request for its company's referrers. */
export const referralWorkers: RequestKindWorkers = {
  chatType: 'jobReferral',
  streamOf: referralStream,
  requestRefOf: (requestId, opening) => {
    const requested = opening as unknown as ReferralEvent | undefined;
    return requested?.type === 'ReferralRequested'
      ? { requestId, desiredPosition: requested.data.desiredPosition, companyName: requested.data.companyName }
      : null;
  },
  mailTriggers: [
    'ReferralStatusChanged',
    'ReferralPaid',
    'ReferralUntakenReminded',
    'ReferralSilenceReminded',
    'ReferralReleased',
    'ReferralApprovalReminded',
  ] as const satisfies readonly ReferralEvent['type'][],
  mailingOf: async (recorded, { eventStore, requestRef }) => {
    const event = recorded as unknown as ReferralEvent;
    switch (event.type) {
      case 'ReferralStatusChanged': {
        const { referralId, seekerId, to, reason, by } = event.data;
        // the seeker's own change (an approval) needs no e-mail
        if (by.userId === seekerId) return null;
        const subject = { kind: 'statusChanged' as const, request: await requestRef(referralId), status: to, reason };
        return { kind: 'statusChanged', audience: 'own', subject, people: () => person(eventStore, seekerId) };
      }
      case 'ReferralPaid': {
        const subject = { kind: 'referralPaid' as const, request: await requestRef(event.data.referralId) };
        return { kind: 'newPaidRequest', audience: 'company', subject, people: () => companyReferrers(eventStore, event.data.companyId) };
      }
      // issue 17: the marketplace's own steps, each mailed under the toggle of what it is about
      case 'ReferralUntakenReminded': {
        const { referralId, companyId, afterHours } = event.data;
        const subject = { kind: 'untakenReminder' as const, request: await requestRef(referralId), hours: afterHours };
        return { kind: 'newPaidRequest', audience: 'company', subject, people: () => companyReferrers(eventStore, companyId) };
      }
      case 'ReferralSilenceReminded': {
        const { referralId, referrerId, afterDays } = event.data;
        const subject = { kind: 'silenceReminder' as const, request: await requestRef(referralId), days: afterDays };
        return { kind: 'statusChanged', audience: 'own', subject, people: () => person(eventStore, referrerId) };
      }
      case 'ReferralReleased': {
        const { referralId, seekerId, referrerName } = event.data;
        const subject = { kind: 'releasedToPool' as const, request: await requestRef(referralId), referrerName };
        return { kind: 'statusChanged', audience: 'own', subject, people: () => person(eventStore, seekerId) };
      }
      case 'ReferralApprovalReminded': {
        const { referralId, seekerId, daysLeft } = event.data;
        const subject = { kind: 'approvalReminder' as const, request: await requestRef(referralId), daysLeft };
        return { kind: 'statusChanged', audience: 'own', subject, people: () => person(eventStore, seekerId) };
      }
      default:
        return null;
    }
  },
};
