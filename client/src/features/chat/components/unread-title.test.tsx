import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import { chatFixture } from '../chat-fixture';
import { titleWithCount, UnreadChatsTitle } from './unread-title';

const TITLE = 'Referly — job referrals and resume reviews in Australia';
let unread = [2, 0, 3];
const fake = serveFakeApi(() => ({
  body: { statusCode: 200, data: unread.map((count, i) => chatFixture({ _id: `r${i}`, unreadCount: count, badge: count })) },
}));

beforeEach(() => {
  localStorage.clear();
  document.title = TITLE;
  unread = [2, 0, 3];
});
afterEach(cleanup);

describe('the page title', () => {
  it('puts the count in front of the title, and takes an old count away first', () => {
    expect(titleWithCount(TITLE, 5)).toBe(`(5) ${TITLE}`);
    expect(titleWithCount(`(5) ${TITLE}`, 2)).toBe(`(2) ${TITLE}`);
    expect(titleWithCount(`(5) ${TITLE}`, 0)).toBe(TITLE);
    expect(titleWithCount(TITLE, 150)).toBe(`(99+) ${TITLE}`);
    expect(titleWithCount(`(99+) ${TITLE}`, 1)).toBe(`(1) ${TITLE}`);
  });

  it('counts the unread messages of all a seeker’s chats', async () => {
    setSession('tok', sessionUserFixture({ userRole: 'jobSeeker' }));
    renderPage(<UnreadChatsTitle />);
    await waitFor(() => expect(document.title).toBe(`(5) ${TITLE}`));
    expect(fake.received.at(-1)?.url).toBe('/api/chat?chatType=jobReferral');
  });

  it('stays as it is when nothing waits', async () => {
    unread = [0, 0];
    setSession('tok', sessionUserFixture({ userRole: 'jobSeeker' }));
    renderPage(<UnreadChatsTitle />);
    await waitFor(() => expect(fake.received).toHaveLength(1));
    expect(document.title).toBe(TITLE);
  });

  it('asks nothing for an admin, who reads chats without being in them, nor for a visitor', async () => {
    setSession('tok', sessionUserFixture({ userRole: 'admin' }));
    renderPage(<UnreadChatsTitle />);
    cleanup();
    localStorage.clear();
    renderPage(<UnreadChatsTitle />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.received).toEqual([]);
    expect(document.title).toBe(TITLE);
  });
});
