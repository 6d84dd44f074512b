import '@testing-library/jest-dom/vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '../../../lib/fake-api';
import { renderPage, serveFakeApi } from '../../../lib/test-kit';
import { pageOf, postFixture } from '../test-fixtures';
import { WebinarViewPage } from './webinar-view-page';

const webinar = (n: number, title: string) =>
  postFixture({
    _id: `w${n}`,
    index: n,
    title,
    category: 'webinar',
    image: '',
    images: [],
    videos: [`/api/learning-hub/files/v${n}`],
    content: `Notes of ${title}.`,
  });
let reply: () => FakeReply;
const fake = serveFakeApi(() => reply());
beforeEach(() => {
  reply = () => ({ body: pageOf([webinar(3, 'Inside Atlassian hiring'), postFixture(), webinar(2, 'Salary talks with a recruiter')]) });
});

const open = (at = '/webinarView') => renderPage(<WebinarViewPage />, { at, path: '/webinarView' });
const playing = () => document.querySelector('video');

describe('/webinarView', () => {
  it('plays the latest published webinar with its notes, and lists the others', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Inside Atlassian hiring' })).toBeInTheDocument();
    expect(fake.received[0]?.url).toBe('/api/learning-hub?page=1&limit=24&popularity=latest&category=webinar');
    expect(playing()).toHaveAttribute('src', '/api/learning-hub/files/v3');
    expect(playing()).toHaveAttribute('controls');
    expect(screen.getByText('Notes of Inside Atlassian hiring.')).toBeInTheDocument();
    const more = screen.getByRole('complementary', { name: 'More webinars' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([expect.stringContaining('Salary talks with a recruiter')]);
  });

  it('plays another webinar when it is chosen', async () => {
    const user = userEvent.setup();
    open();
    const more = await screen.findByRole('complementary', { name: 'More webinars' });
    await user.click(within(more).getByRole('link', { name: /Salary talks/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Salary talks with a recruiter' })).toBeInTheDocument();
    expect(playing()).toHaveAttribute('src', '/api/learning-hub/files/v2');
  });

  it('says when there is no webinar yet', async () => {
    reply = () => ({ body: pageOf([postFixture()]) });
    open();
    expect(await screen.findByText('No webinars yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the Learning Hub' })).toHaveAttribute('href', '/learningHub');
  });
});
