import { describe, expect, it } from 'vitest';
import { chatMessages, chatSystemLines } from './messages.ts';

describe('chat messages', () => {
  it('quotes the spec’s failure toasts and the server’s answers', () =>
    expect(chatMessages).toEqual({
      messageRequired: 'Message is required.',
      messageTooLong: 'Message must be at most 2000 characters.',
      fileKind: 'Please send an image (jpg, jpeg, png, gif, bmp, svg, webp), a PDF or a Word document.',
      readUpToInvalid: 'Please say which message was read.',
      failList: 'Failed to fetch chats.',
      failDetail: 'Failed to fetch chat.',
      failSend: 'Failed to add message',
      notFound: 'This chat does not exist.',
      adminReadOnly: 'Admins can only read job referral chats.',
    }));
});

describe('system lines', () => {
  it('say a request was paid and who took it on', () => {
    expect(chatSystemLines.paid).toBe('Payment received.');
    expect(chatSystemLines.taken('Riley Referrer')).toBe('Riley Referrer took on the request.');
  });

  it('say what the status became, with the reason when there is one', () => {
    expect(chatSystemLines.statusChanged('In progress', null)).toBe('Status changed to In progress.');
    expect(chatSystemLines.statusChanged('In progress', '')).toBe('Status changed to In progress.');
    expect(chatSystemLines.statusChanged('Rejected', 'Duplicate request')).toBe('Status changed to Rejected: Duplicate request');
  });

  it('say how much was refunded, in dollars and cents', () => {
    expect(chatSystemLines.refundIssued(45000, 'usd')).toBe('Refund issued: USD\u00a0450.00.');
    expect(chatSystemLines.refundIssued(4999, 'usd')).toBe('Refund issued: USD\u00a049.99.');
  });
});
