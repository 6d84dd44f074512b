import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '../../../lib/query-client';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { toast } from '../../../lib/toast';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import type { Review } from '../api/types';
import type { ReviewChatProps } from '../components/review-chat-slot';
import { reviewFixture } from '../components/review-fixture';
import { AdminReviewPage } from './admin-review-page';

let review: Review = reviewFixture();
let answerWrite: () => RawReply = () => ({ body: { message: 'ok' } });
const answer = (request: RawRequest): RawReply => {
  if (request.url === '/api/admin/services/resume-review/rv1' && request.method === 'GET') return { body: { statusCode: 200, data: review } };
  if (request.method !== 'GET') return answerWrite();
  return { status: 404, body: { status: 404, code: 'not_found', message: 'Not found.' } };
};
let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi(answer);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  toast.reset();
  review = reviewFixture({ allowedStatuses: ['completed'], canReinitiateAi: true, canRequestCareerAdvice: false });
  answerWrite = () => ({ body: { message: 'ok' } });
  setSession('tok', sessionUserFixture({ userRole: 'admin' }));
});
afterEach(cleanup);

const chats: ReviewChatProps[] = [];
function ChatStub(props: ReviewChatProps) {
  chats.push(props);
  return <button type="button">{props.label}</button>;
}

const renderDetail = async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin_dashboard/resume_review/rv1']}>
        <Routes>
          <Route path="/admin_dashboard/resume_review/:id" element={<AdminReviewPage chat={ChatStub} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'Resume Review #7', level: 1 });
  return userEvent.setup({ applyAccept: false });
};

const form = () => within(screen.getByRole('region', { name: 'Consultant-Review' }));
const toasts = () => toast.getAll().map((t) => t.message);
const writes = () => fake.received.filter((r) => r.method !== 'GET');
const pdf = () => new File(['%PDF-1.4 reviewed'], 'reviewed.pdf', { type: 'application/pdf' });

describe('admin resume review detail: the consultant review (spec 001 §2.4, §5)', { timeout: 20_000 }, () => {
  it('counts the feedback and takes no more than 300 characters', async () => {
    const user = await renderDetail();
    const feedback = form().getByRole('textbox', { name: 'Feedback' });
    expect(form().getByText('0/300')).toBeInTheDocument();
    await user.click(feedback);
    await user.paste('x'.repeat(301));
    expect(feedback).toHaveValue('x'.repeat(300));
    expect(form().getByText('300/300')).toBeInTheDocument();
  });

  it('asks for the reviewed resume and the feedback the first time, and sends nothing', async () => {
    const user = await renderDetail();
    await user.type(form().getByRole('textbox', { name: 'Feedback' }), ' ');
    await user.upload(form().getByLabelText(/^Reviewed resume/), new File(['x'], 'notes.txt'));
    expect(form().getByText('Please select a PDF or Word document')).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Remove notes.txt' }));
    await user.type(form().getByRole('textbox', { name: 'Feedback' }), 'Tightened.');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(form().getByText('Please upload the reviewed resume.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("saves the reviewed resume, the feedback and the status as multipart, and says 'Resume Review updated successfully!'", async () => {
    const user = await renderDetail();
    await user.upload(form().getByLabelText(/^Reviewed resume/), pdf());
    await user.type(form().getByRole('textbox', { name: 'Feedback' }), 'Lead with your SQL project.');
    expect(form().getByRole('combobox', { name: 'Status' })).toHaveValue('completed');
    await user.click(form().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toEqual(['Resume Review updated successfully!']));
    const [put] = writes();
    if (!put) throw new Error('nothing was saved');
    expect(put).toMatchObject({ method: 'PUT', url: '/api/admin/services/resume-review/rv1' });
    const sent = await fake.formOf(put);
    expect(sent.get('status')).toBe('completed');
    expect(sent.get('feedback')).toBe('Lead with your SQL project.');
    const file = sent.get('resume');
    expect(typeof file === 'object' && file !== null ? file.name : null).toBe('reviewed.pdf');
    expect(form().getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
  });

  it('changes the status alone when nothing else is given, and refuses the status it already has', async () => {
    const user = await renderDetail();
    await user.selectOptions(form().getByRole('combobox', { name: 'Status' }), 'pending');
    await user.click(form().getByRole('button', { name: 'Save' }));
    expect(form().getByText('The resume review already has this status.')).toBeInTheDocument();
    await user.selectOptions(form().getByRole('combobox', { name: 'Status' }), 'completed');
    await user.click(form().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [put] = writes();
    const sent = put ? await fake.formOf(put) : null;
    expect(sent ? [...sent.keys()] : null).toEqual(['status']);
  });
});

describe('admin resume review detail: the AI review and the rest of the page', { timeout: 20_000 }, () => {
  it('reinitiates the AI review after a confirmation', async () => {
    const user = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Reinitiate AI Review' }));
    const dialog = screen.getByRole('dialog', { name: 'Reinitiate AI Review' });
    await user.click(within(dialog).getByRole('button', { name: 'Reinitiate' }));
    await waitFor(() => expect(toasts()).toEqual(['The AI review will run again.']));
    expect(writes()[0]).toMatchObject({ method: 'POST', url: '/api/admin/services/resume-review/rv1/ai-review' });
  });

  it('offers no reinitiation while an attempt runs, and shows its last error and the earlier attempts', async () => {
    review = reviewFixture({
      canReinitiateAi: false,
      ai: {
        ...reviewFixture().ai,
        state: 'reviewing',
        attempt: 2,
        lastError: 'Timed out after 20000 ms',
        willRetry: true,
        history: [
          {
            ...reviewFixture().ai,
            attempt: 1,
            overall: 64,
            feedback: '1. Length: Cut to two pages.',
            keywords: { found: [], missing: [] },
            jobMatch: null,
            quotes: [],
            reviewer: 'builtin',
            at: '2026-11-20T01:05:09.000Z',
          },
        ],
      },
    });
    await renderDetail();
    expect(screen.getByRole('button', { name: 'Reinitiate AI Review' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'AI review progress' })).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText(/Last error \(attempt 2\)/).closest('p')).toHaveTextContent('Timed out after 20000 ms · will retry');
    const history = within(screen.getByRole('region', { name: 'Earlier AI reviews' }));
    expect(history.getByText('Attempt 1')).toBeInTheDocument();
    expect(history.getByText('64/100')).toBeInTheDocument();
  });

  it('shows the timeline from the events, and the chat of the review', async () => {
    await renderDetail();
    const timeline = within(screen.getByRole('region', { name: 'Status Timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Review requested',
      'Payment received',
      'AI review done',
    ]);
    expect(chats.at(-1)).toMatchObject({ chatType: 'resumeReview', requestId: 'rv1' });
  });
});
