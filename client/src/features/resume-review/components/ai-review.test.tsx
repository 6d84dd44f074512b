import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { AiFeedback, feedbackLines } from './ai-feedback';
import { AiProgress } from './ai-progress';
import { AiReviewPanel } from './ai-review-panel';
import { reviewFixture } from './review-fixture';

afterEach(cleanup);

describe('the AI feedback, split into lines (spec 001 §2.2)', () => {
  it('shows each numbered line with the heading before its first colon in bold', () => {
    render(<AiFeedback feedback={'1. Contact details: Put your phone in the body: not only the header.\n\n2. Length: Two pages at most.'} />);
    const headings = screen.getAllByText(/:$/, { selector: 'strong' });
    expect(headings.map((strong) => strong.textContent)).toEqual(['Contact details:', 'Length:']);
    // the advice after the first colon stays plain, a second colon in it included
    expect(screen.getByText('Put your phone in the body: not only the header.').tagName).toBe('SPAN');
    expect(screen.getAllByText(/^\d\.$/).map((n) => n.textContent)).toEqual(['1.', '2.']);
  });

  it('leaves a line without a number, or a numbered line without a colon, without a bold heading', () => {
    render(<AiFeedback feedback={'Overall: a solid start.\n3. Proofread once more'} />);
    expect(screen.queryByText(/./, { selector: 'strong' })).not.toBeInTheDocument();
    expect(screen.getByText('Overall: a solid start.')).toBeInTheDocument();
    expect(screen.getByText('Proofread once more')).toBeInTheDocument();
  });

  it('reads the lines as the spec numbers them', () => {
    expect(feedbackLines(' 1. Skills: Add SQL. \r\n2) Format:Use one font\n\nNote')).toEqual([
      { number: '1', heading: 'Skills', text: 'Add SQL.' },
      { number: '2', heading: 'Format', text: 'Use one font' },
      { number: null, heading: null, text: 'Note' },
    ]);
  });
});

const ai = (state: 'waiting' | 'queued' | 'reading' | 'reviewing' | 'done' | 'failed', more: { willRetry?: boolean; lastError?: string | null } = {}) => ({
  state,
  attempt: 1,
  willRetry: more.willRetry ?? false,
  lastError: more.lastError ?? null,
});

describe('the AI review progress: queued → reading the files → reviewing → done', () => {
  const bar = () => screen.getByRole('progressbar', { name: 'AI review progress' });

  it.each([
    ['queued', 1, 'Queued', 'Your AI review is queued and starts in a moment.'],
    ['reading', 2, 'Reading the files', 'Reading your files…'],
    ['reviewing', 3, 'Reviewing', 'Reviewing your resume and cover letter…'],
    ['done', 4, 'Done', 'Your AI review is ready.'],
  ] as const)('%s: step %i of 4, said in the live region', (state, step, label, sentence) => {
    render(<AiProgress ai={ai(state)} />);
    expect(bar()).toHaveAttribute('aria-valuenow', String(step));
    expect(bar()).toHaveAttribute('aria-valuemax', '4');
    expect(bar()).toHaveAttribute('aria-valuetext', label);
    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent(sentence);
    expect(within(screen.getByRole('list')).getByText(label).closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('moves on in place when the next stage arrives', () => {
    const { rerender } = render(<AiProgress ai={ai('queued')} />);
    rerender(<AiProgress ai={ai('reading')} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('status')).toHaveTextContent('Reading your files…');
  });

  it('waits for the payment before the first step', () => {
    render(<AiProgress ai={ai('waiting')} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('status')).toHaveTextContent('The AI review starts once your payment has gone through.');
  });

  it('tells the seeker a failure is in hand, without its words; the admin reads the error', () => {
    render(<AiProgress ai={ai('failed', { lastError: 'Timed out after 20000 ms' })} />);
    expect(screen.getByRole('status')).toHaveTextContent('The AI review hit a problem. Our team has been told and will run it again.');
    expect(screen.queryByText(/Timed out/)).not.toBeInTheDocument();
    cleanup();

    render(<AiProgress ai={ai('failed', { willRetry: true, lastError: 'Timed out after 20000 ms' })} showError />);
    expect(screen.getByRole('status')).toHaveTextContent('The AI review hit a problem and will try again in a moment.');
    expect(screen.getByText(/Timed out after 20000 ms/)).toHaveTextContent('Last error (attempt 1): Timed out after 20000 ms · will retry');
  });
});

describe('the AI review scores with a pasted job ad', () => {
  const withJobAd = (jobMatch: { score: number; found: string[]; missing: string[] } | null) => {
    const review = reviewFixture();
    return reviewFixture({
      ai: {
        ...review.ai,
        subScores: [
          { key: 'contact', label: 'Contact details', score: 60, explanation: 'Phone number only in the header.' },
          { key: 'jobMatch', label: 'Job ad match', score: 58, explanation: "The resume uses 7 of the ad's 12 most frequent terms (58% by weight)." },
        ],
        jobMatch,
      },
    });
  };

  it.each(['seeker', 'admin'] as const)('shows the match once, with why and the words it counted (%s)', (viewer) => {
    render(<AiReviewPanel review={withJobAd({ score: 58, found: ['typescript', 'react'], missing: ['kafka'] })} viewer={viewer} />);
    expect(screen.getAllByText(/job ad/i)).toHaveLength(1);
    expect(screen.getAllByRole('meter').map((meter) => meter.getAttribute('aria-label'))).toEqual(['Overall score', 'Contact details', 'Job ad match']);
    const match = screen.getByRole('region', { name: 'Job ad match' });
    expect(within(match).getByRole('meter')).toHaveAttribute('aria-valuenow', '58');
    expect(match).toHaveTextContent("The resume uses 7 of the ad's 12 most frequent terms (58% by weight).");
    expect(screen.getAllByText(/most frequent terms/)).toHaveLength(1);
    expect(within(match).getByText('kafka')).toBeInTheDocument();
  });

  it('keeps a job ad sub-score among the others when the review has no match section', () => {
    render(<AiReviewPanel review={withJobAd(null)} viewer="seeker" />);
    expect(screen.queryByRole('region', { name: 'Job ad match' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('meter').map((meter) => meter.getAttribute('aria-label'))).toEqual(['Overall score', 'Contact details', 'Job ad match']);
    expect(screen.getByText("The resume uses 7 of the ad's 12 most frequent terms (58% by weight).")).toBeInTheDocument();
  });
});
