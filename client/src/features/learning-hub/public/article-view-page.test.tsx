import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { toast } from '../../../lib/toast';
import { renderPage, serveFakeApi, shownLocation } from '../../../lib/test-kit';
import { postFixture } from '../test-fixtures';
import { ArticleViewPage } from './article-view-page';

let reply: (url: string) => FakeReply;
const fake = serveFakeApi((request) => reply(request.url));
beforeEach(() => {
  reply = () => ({ body: { data: postFixture() } });
});

const open = (id = 'p1') => renderPage(<ArticleViewPage />, { at: `/articleview/${id}`, path: '/articleview/:id' });

describe('/articleview/{id}', () => {
  it('shows the author, date, title, content as paragraphs and tags', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'How to ask for a referral without feeling awkward' })).toBeInTheDocument();
    expect(fake.received[0]?.url).toBe('/api/learning-hub/p1');
    expect(screen.getByText('Priya Raman')).toBeInTheDocument();
    expect(screen.getByText('07 Oct 2026')).toHaveAttribute('datetime', '2026-10-07T00:00:00.000Z');
    const article = screen.getByRole('article');
    expect(within(article).getByText(/^A referral is a favour/).tagName).toBe('P');
    expect(within(article).getByText('Then be specific.').tagName).toBe('P');
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['#referrals', '#networking']);
  });

  it("links the previous and next posts, or says 'No previous post' / 'No next post'", async () => {
    reply = () => ({ body: { data: postFixture({ previousPost: { _id: 'p0', title: 'Your first week in Australia' }, nextPost: null }) } });
    open();
    const more = await screen.findByRole('navigation', { name: 'More posts' });
    expect(within(more).getByRole('link', { name: /Previous post\s*Your first week in Australia/ })).toHaveAttribute('href', '/articleview/p0');
    expect(within(more).getByText('No next post')).toBeInTheDocument();
    expect(within(more).queryByText('No previous post')).not.toBeInTheDocument();
  });

  it("says 'No previous post' for the first post, and links the next", async () => {
    reply = () => ({ body: { data: postFixture({ previousPost: null, nextPost: { _id: 'p2', title: 'Resumes that get read' } }) } });
    open();
    const more = await screen.findByRole('navigation', { name: 'More posts' });
    expect(within(more).getByText('No previous post')).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: /Next post\s*Resumes that get read/ })).toHaveAttribute('href', '/articleview/p2');
  });

  it('goes back to the list', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'How to ask for a referral without feeling awkward' });
    await user.click(screen.getByRole('link', { name: 'Back to Learning Hub' }));
    expect(shownLocation()).toHaveTextContent('/learningHub');
  });

  it('shows markup in a post as text, never as HTML', async () => {
    const content = 'Before <script>window.hacked = true</script> and <img src=x onerror="window.hacked = true"> after';
    reply = () => ({ body: { data: postFixture({ title: '<b>Bold?</b>', content }) } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '<b>Bold?</b>' })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText(content)).toBeInTheDocument();
    expect(article.querySelector('script, b, img[onerror]')).toBeNull();
  });

  it("plays a webinar's recording from the address the server gives", async () => {
    reply = () => ({ body: { data: postFixture({ category: 'webinar', image: '', images: [], videos: ['/api/learning-hub/p1/videos/session.mp4'] }) } });
    open();
    await screen.findByRole('heading', { level: 1, name: 'How to ask for a referral without feeling awkward' });
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/api/learning-hub/p1/videos/session.mp4');
    expect(video).toHaveAttribute('controls');
  });

  it('says so when the post does not exist', async () => {
    reply = () => ({ status: 404, body: { status: 404, code: 'not_found', message: 'Learning hub post not found.' } });
    open('nope');
    expect(await screen.findByText('Post not found.')).toBeInTheDocument();
    expect(toast.getAll()).toEqual([]);
    expect(fake.received).toHaveLength(1);
  });

  it("says 'Failed to fetch learning hub.' when it cannot be read", async () => {
    reply = () => ({ status: 500, body: { status: 500, message: 'Internal error' } });
    open();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Failed to fetch learning hub.');
    expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to fetch learning hub.']);
  });
});
