import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, ReceivedRequest } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import { ContactFormPage } from './contact-form-page';
import { ProvideFeedbackPage } from './provide-feedback-page';

let answer: (request: ReceivedRequest) => FakeReply | Promise<FakeReply> = () => ({
  body: { statusCode: 200, message: "Your message has been sent successfully! We'll get back to you soon." },
});
const fake = serveFakeApi((request) => answer(request));
beforeEach(() => {
  answer = () => ({ body: { statusCode: 200, message: "Your message has been sent successfully! We'll get back to you soon." } });
});
const toasts = () => toast.getAll().map((t) => `${t.kind}: ${t.message}`);

describe('the contact form', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Name'), 'Sam Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Invoice');
    await user.type(screen.getByLabelText('Message'), 'Please send my invoice.');
  };

  it('shows each of the spec’s messages and sends nothing until they are fixed', async () => {
    const user = userEvent.setup();
    renderPage(<ContactFormPage />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of ['Name is required.', 'Email is required.', 'Subject is required.', 'Message is required.']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Email'), 'sam@example');
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Sam');
    expect(screen.queryByText('Name is required.')).not.toBeInTheDocument();
    expect(fake.received).toHaveLength(0);
  });

  it('sends, shows "Sending..." while it waits, then the success and a way to send another', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    const user = userEvent.setup();
    renderPage(<ContactFormPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    release({ body: { statusCode: 200, message: "Your message has been sent successfully! We'll get back to you soon." } });
    expect(await screen.findByText("✓ Message sent successfully! We'll get back to you soon.")).toBeInTheDocument();
    expect(fake.received).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/user/contact-us',
        body: { name: 'Sam Lee', email: 'sam@example.com', subject: 'Invoice', message: 'Please send my invoice.' },
      }),
    ]);
    expect(toasts()).toEqual(["success: Your message has been sent successfully! We'll get back to you soon."]);
    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows the server’s words when it refuses, and the form’s own when there is no answer, keeping what was typed', async () => {
    answer = () => ({ status: 429, body: { message: 'Too many attempts. Please try again in 60 seconds.' } });
    const user = userEvent.setup();
    renderPage(<ContactFormPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Too many attempts. Please try again in 60 seconds.']));
    expect(screen.getByLabelText('Subject')).toHaveValue('Invoice');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says the form’s own failure when the reply gives no words', async () => {
    answer = () => ({ status: 502, body: {} });
    const user = userEvent.setup();
    renderPage(<ContactFormPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Failed to send message. Please try again later.']));
  });

  it('Cancel clears the fields and their messages', async () => {
    const user = userEvent.setup();
    renderPage(<ContactFormPage />);
    await user.type(screen.getByLabelText('Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'S');
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
  });

  it('lists the support phone, the support email and five social links', () => {
    renderPage(<ContactFormPage />);
    expect(screen.getByRole('link', { name: '1300 733 359' })).toHaveAttribute('href', 'tel:+611300733359');
    expect(screen.getByRole('link', { name: 'support@referly.com.au' })).toHaveAttribute('href', 'mailto:support@referly.com.au');
    const social = ['LinkedIn', 'Facebook', 'Instagram', 'X', 'YouTube'].map((name) => screen.getByRole('link', { name: `${name} (opens in a new tab)` }));
    expect(social).toHaveLength(5);
  });
});

describe('the feedback form', () => {
  it('shows each of the spec’s messages, the rating’s too', async () => {
    const user = userEvent.setup();
    renderPage(<ProvideFeedbackPage />);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    for (const message of ['Name is required', 'Email is required', 'Message is required', 'Please provide a rating']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Email'), 'ava@');
    expect(screen.getByText('Email format is invalid')).toBeInTheDocument();
    expect(fake.received).toHaveLength(0);
  });

  it('sends the contact call with "Feedback - " and its type before the subject, the rating out of 10, then thanks', async () => {
    const user = userEvent.setup();
    renderPage(<ProvideFeedbackPage />);
    await user.type(screen.getByLabelText('Name'), 'Ava');
    await user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await user.selectOptions(screen.getByLabelText('Subject type'), 'Report a Bug');
    await user.type(screen.getByLabelText('Message'), 'The upload froze.');
    await user.click(screen.getByRole('radio', { name: 'Rate 7 out of 10' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(await screen.findByText('✓ Feedback submitted successfully! Thank you for your input.')).toBeInTheDocument();
    expect(fake.received[0]).toMatchObject({
      url: '/api/user/contact-us',
      body: { name: 'Ava', email: 'ava@example.com', subject: 'Feedback - Report a Bug', message: 'The upload froze.', rating: 7 },
    });
    expect(toasts()).toEqual(['success: Thank you for your feedback! We appreciate your input.']);
    await user.click(screen.getByRole('button', { name: 'Submit Another Feedback' }));
    expect(screen.getByRole('radio', { name: 'Rate 7 out of 10' })).not.toBeChecked();
  });

  it('sends an untouched type as general feedback; a failure without words gets the form’s own', async () => {
    answer = () => ({ status: 500, body: {} });
    const user = userEvent.setup();
    renderPage(<ProvideFeedbackPage />);
    await user.type(screen.getByLabelText('Name'), 'Ava');
    await user.type(screen.getByLabelText('Email'), 'ava@example.com');
    await user.type(screen.getByLabelText('Message'), 'Nice');
    await user.click(screen.getByRole('radio', { name: 'Rate 10 out of 10' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(fake.received[0]?.body).toMatchObject({ subject: 'Feedback - General Feedback', rating: 10 });
    expect(toasts()).toEqual(['error: Failed to submit feedback. Please try again later.']);
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeEnabled();
  });

  it('Cancel clears the fields, the rating and the messages', async () => {
    const user = userEvent.setup();
    renderPage(<ProvideFeedbackPage />);
    await user.click(screen.getByRole('radio', { name: 'Rate 3 out of 10' }));
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rate 3 out of 10' })).not.toBeChecked();
  });
});
