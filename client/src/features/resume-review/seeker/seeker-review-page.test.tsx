import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { applyLiveEvent } from '../../../lib/socket';
import { toast } from '../../../lib/toast';
import { serveFakeApi } from '../../../lib/test-kit';
import type { Review } from '../api/types';
import type { ReviewChatProps } from '../components/review-chat-slot';
import { reviewFixture } from '../components/review-fixture';
import { resumeReviewLive } from '../live';
import { SeekerReviewPage } from './seeker-review-page';

let review: Review | null = reviewFixture();
let answerWrite: (request: ReceivedRequest) => FakeReply = () => ({ body: { message: 'ok' } });
const fake = serveFakeApi((request) => {
  if (request.url === '/api/resume-review/job-seeker/rv1' && request.method === 'GET') {
    return review
      ? { body: { statusCode: 200, data: review } }
      : { status: 404, body: { status: 404, code: 'not_found', message: 'This resume review does not exist.' } };
  }
  if (request.method === 'PUT' || request.method === 'POST') return answerWrite(request);
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
});
beforeEach(() => {
  localStorage.clear();
  review = reviewFixture();
  answerWrite = () => ({ body: { message: 'ok' } });
  setSession('tok', sessionUserFixture());
});

const chats: ReviewChatProps[] = [];
function ChatStub(props: ReviewChatProps) {
  chats.push(props);
  return <button type="button">{props.label}</button>;
}

const renderDetail = () => {
  const queryClient = createQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/user_dashboard/resume_review/rv1']}>
        <Routes>
          <Route path="/user_dashboard/resume_review/:id" element={<SeekerReviewPage chat={ChatStub} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient };
};

const toasts = () => toast.getAll().map((t) => t.message);
const region = (name: string) => screen.getByRole('region', { name });
const writes = () => fake.received.filter((r) => r.method !== 'GET');

describe('seeker resume review detail (spec 001 §2.2)', () => {
  it("shows every section of the spec, the AI's numbered feedback with bold headings, and opens the review's resumeReview chat", async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Resume Review #7', level: 1 });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('DashboardResume ReviewReview #7');
    for (const name of [
      'Application Status',
      'User Information',
      'Industry Selection',
      'Application Details',
      'Payment Details',
      'AI Review',
      'Consultant Review',
    ]) {
      expect(region(name)).toBeInTheDocument();
    }
    expect(within(region('Application Status')).getByText('2026-11-20')).toBeInTheDocument();
    expect(within(region('Application Details')).getByRole('button', { name: 'Download resume mia-resume.pdf' })).toBeInTheDocument();
    expect(within(region('Payment Details')).getByText('pi_1')).toBeInTheDocument();
    const feedback = within(region('AI feedback'));
    expect(feedback.getAllByText(/:$/, { selector: 'strong' }).map((s) => s.textContent)).toEqual(['Contact details:', 'Achievements:']);
    expect(within(region('AI Review')).getByRole('meter', { name: 'Overall score' })).toHaveAttribute('aria-valuenow', '72');
    expect(within(region('AI Review')).getByText('Phone number only in the header.')).toBeInTheDocument();
    expect(chats.at(-1)).toEqual({ chatType: 'resumeReview', requestId: 'rv1', company: 'Atlassian', position: 'Data Analyst', label: 'Chat' });
  });

  it('follows the AI review live: the pushes of its stages move the progress and the result appears without a reload', async () => {
    review = reviewFixture({
      ai: { ...reviewFixture().ai, state: 'queued', overall: null, subScores: [], keywords: null, completedAt: null },
      review: { ...reviewFixture().review, aiReviewedFeedback: null },
    });
    const { queryClient } = renderDetail();
    const bar = await screen.findByRole('progressbar', { name: 'AI review progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');

    review = { ...review, ai: { ...review.ai, state: 'reading' } };
    applyLiveEvent(queryClient, [resumeReviewLive], { type: 'AiReviewStageReached', data: { reviewId: 'rv1', stage: 'reading' } });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'AI review progress' })).toHaveAttribute('aria-valuenow', '2'));
    expect(screen.getByRole('status')).toHaveTextContent('Reading your files…');

    review = reviewFixture();
    applyLiveEvent(queryClient, [resumeReviewLive], { type: 'AiReviewCompleted', data: { reviewId: 'rv1' } });
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(within(region('AI feedback')).getByText('Contact details:')).toBeInTheDocument();
  });

  it("shows the consultant's review live once it is saved, first on the page, and opens the feedback box", async () => {
    const { queryClient } = renderDetail();
    await screen.findByRole('region', { name: 'Consultant Review' });
    review = reviewFixture({
      status: 'completed',
      currentStatus: 'completed',
      review: {
        ...reviewFixture().review,
        consultantFeedback: 'Lead with your SQL project.',
        consultant: { name: 'Sam Lee' },
        consultantReviewedAt: '2026-11-21T01:00:00.000Z',
      },
    });
    applyLiveEvent(queryClient, [resumeReviewLive], { type: 'ConsultantReviewSaved', data: { reviewId: 'rv1' } });
    expect(await screen.findByText('Lead with your SQL project.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toBeInTheDocument();
    const order = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && region.querySelector('h2')?.textContent);
    expect(order.indexOf('Consultant Review')).toBeLessThan(order.indexOf('AI Review'));
  });

  it("shows the consultant's reviewed resume and feedback once saved", async () => {
    review = reviewFixture({
      status: 'completed',
      review: {
        ...reviewFixture().review,
        consultantReviewedResume: { name: 'mia-reviewed.pdf', size: 90_000, mime: 'application/pdf', url: '/api/resume-review/rv1/files/reviewed' },
        consultantFeedback: 'Lead with your SQL project.',
        consultant: { name: 'Sam Lee' },
        consultantReviewedAt: '2026-11-21T01:00:00.000Z',
      },
    });
    renderDetail();
    const consultant = within(await screen.findByRole('region', { name: 'Consultant Review' }));
    expect(consultant.getByText('Lead with your SQL project.')).toBeInTheDocument();
    expect(consultant.getByRole('button', { name: 'Download reviewed resume mia-reviewed.pdf' })).toBeInTheDocument();
  });

  it('locks the feedback while the review is pending, and once completed sends it with the spec toast', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'Resume Review #7', level: 1 });
    expect(within(region('Your feedback')).getByText("Feedback can't be updated while the request is in progress.")).toBeInTheDocument();
    expect(within(region('Your feedback')).queryByRole('textbox')).not.toBeInTheDocument();
    cleanup();

    review = reviewFixture({ status: 'completed', currentStatus: 'completed' });
    const second = renderDetail();
    const box = await screen.findByRole('textbox', { name: 'Feedback' });
    await second.user.click(within(region('Your feedback')).getByRole('button', { name: 'Submit' }));
    expect(within(region('Your feedback')).getByText('Please write your feedback.')).toBeInTheDocument();
    await second.user.type(box, 'Really useful.');
    await second.user.click(within(region('Your feedback')).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts()).toEqual(['Resume Review feedback updated successfully!']));
    expect(writes()[0]).toMatchObject({ method: 'PUT', url: '/api/resume-review/job-seeker/rv1/feedback', body: { feedback: 'Really useful.' } });
  });

  it('books a career advice session with a note, and says so', async () => {
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Book a career advice session' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a career advice session' });
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Moving into data');
    await user.click(within(dialog).getByRole('button', { name: 'Request session' }));
    await waitFor(() => expect(toasts()).toEqual(['Your career advice session has been requested.']));
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/resume-review/job-seeker/rv1/career-advice', body: { note: 'Moving into data' } });
  });

  it('shows the meeting link, date and time once an admin has set them', async () => {
    review = reviewFixture({
      canRequestCareerAdvice: false,
      careerAdvice: {
        requestedAt: '2026-11-21T01:00:00.000Z',
        note: null,
        meeting: { link: 'https://meet.example.com/abc', date: '2026-12-01', time: '10:30', scheduledAt: '2026-11-22T01:00:00.000Z' },
      },
    });
    renderDetail();
    const advice = within(await screen.findByRole('region', { name: 'Career Advice' }));
    expect(advice.getByText('01 Dec 2026, 10:30 am')).toBeInTheDocument();
    expect(advice.getByRole('link', { name: /Join the meeting/ })).toHaveAttribute('href', 'https://meet.example.com/abc');
    expect(advice.queryByRole('button', { name: 'Book a career advice session' })).not.toBeInTheDocument();
  });

  it('says the review does not exist on a 404', async () => {
    review = null;
    renderDetail();
    expect(await screen.findByRole('heading', { name: "We couldn't find this review" })).toBeInTheDocument();
  });
});
