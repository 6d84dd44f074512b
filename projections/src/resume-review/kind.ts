import type { ResumeReviewEvent, ResumeReviewStatus } from '@referly/domain';
import { resumeReviewStatusLabels } from '@referly/domain';
import { resumeReviewChatLines, resumeReviewKind } from '@referly/domain/resume-review/kind';
import { chatPerson, type ChatDoc } from '../chat/chat-doc.ts';
import { defineRequestKind } from '../request-kind.ts';

type SystemLineType = (typeof resumeReviewKind.chatSystemLineTypes)[number];
type NotifyingType = (typeof resumeReviewKind.notifyingTypes)[number];

/** A review's status on its chat: its own ('pending', 'completed'), labelled as the review pages show it. */
const chatStatus = (status: ResumeReviewStatus): Pick<ChatDoc, 'status' | 'statusLabel'> => ({ status, statusLabel: resumeReviewStatusLabels[status] });

/** What resume reviews bring to the chats and notifications read models. */
export const resumeReviewProjections = defineRequestKind<ResumeReviewEvent, 'ResumeReviewRequested', SystemLineType, NotifyingType>({
  chatType: resumeReviewKind.chatType,
  opens: 'ResumeReviewRequested',
  requestIdField: 'reviewId',
  chat: {
    open: ({ reviewId, seekerId, seeker, companyId, companyName, desiredPosition, currency, at }) => ({
      chatType: resumeReviewKind.chatType,
      requestId: reviewId,
      seekerId,
      companyId,
      referrerId: null,
      paid: false,
      seeker: chatPerson(seekerId, seeker.name),
      referrer: null,
      desiredPosition,
      companyName,
      ...chatStatus('pending'),
      currency,
      at,
    }),
    systemLines: {
      ResumeReviewPaid: ({ at }) => ({ text: resumeReviewChatLines.paid, at, patch: { paid: true } }),
      AiReviewCompleted: ({ overall, at }) => ({ text: resumeReviewChatLines.aiReviewReady(overall), at }),
      ConsultantReviewSaved: ({ status, at }) => ({ text: resumeReviewChatLines.consultantReviewSaved(status), at, patch: chatStatus(status) }),
      ResumeReviewStatusChanged: ({ to, at }) => ({ text: resumeReviewChatLines.statusChanged(to), at, patch: chatStatus(to) }),
      CareerAdviceMeetingScheduled: ({ link, date, time, at }) => ({ text: resumeReviewChatLines.meetingScheduled({ link, date, time }), at }),
      ResumeReviewOverdueReminded: ({ at }) => ({ text: resumeReviewChatLines.overdue, at }),
    },
    // the admins answer in a review's chat: a message from its seeker tells every admin
    messagesToAdmins: true,
  },
  notifications: {
    request: ({ reviewId, seekerId, companyId, desiredPosition, companyName, currency }) => ({
      requestId: reviewId,
      seekerId,
      companyId,
      desiredPosition,
      companyName,
      currency,
    }),
    // a review has no referrer: its steps are the seeker's, and the admins, who handle reviews, hear of new work
    steps: {
      // one notification, worded for each reader: the seeker's payment, the admins' new review
      ResumeReviewPaid: ({ seekerId }, request) => ({ notify: [{ subject: { kind: 'reviewPaid', request }, userIds: [seekerId], admins: true }] }),
      CareerAdviceRequested: (_data, request) => ({ notify: [{ subject: { kind: 'careerAdviceRequested', request }, admins: true }] }),
      AiReviewCompleted: ({ seekerId, overall }, request) => ({
        notify: [{ subject: { kind: 'aiReviewReady', request, overall }, userIds: [seekerId] }],
      }),
      ConsultantReviewSaved: ({ seekerId, status }, request) => ({
        notify: [{ subject: { kind: 'consultantReviewSaved', request, status }, userIds: [seekerId] }],
      }),
      ResumeReviewStatusChanged: ({ seekerId, to }, request) => ({
        notify: [{ subject: { kind: 'reviewStatusChanged', request, status: to }, userIds: [seekerId] }],
      }),
      CareerAdviceMeetingScheduled: ({ seekerId, link, date, time }, request) => ({
        notify: [{ subject: { kind: 'careerAdviceMeetingScheduled', request, meeting: { link, date, time } }, userIds: [seekerId] }],
      }),
      // issue 17: the admins reminded of a review still without its consultant review, the seeker told it is on its way
      ResumeReviewOverdueReminded: ({ seekerId, afterHours }, request) => ({
        notify: [{ subject: { kind: 'reviewOverdue', request, hours: afterHours }, userIds: [seekerId], admins: true }],
      }),
    },
  },
});
