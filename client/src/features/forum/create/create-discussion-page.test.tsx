import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authModal } from '../../../lib/auth-modal';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import { clearSession, setSession } from '../../../lib/session';
import { sessionUserFixture } from '../../../lib/session-fixture';
import { renderPage, shownLocation } from '../../../lib/test-kit';
import { toast } from '../../../lib/toast';
import { CreateDiscussionPage } from './create-discussion-page';
import { parseTags } from './tags';

// jsdom lays nothing out; ProseMirror asks where the caret is
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const rect = () => new DOMRect(0, 0, 0, 0);
beforeAll(() => {
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = rect;
  Element.prototype.getClientRects = noRects;
  document.elementFromPoint = () => null;
});

let answer: () => RawReply;
let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi(() => answer());
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  toast.reset();
  authModal.close();
  setSession('token-1', sessionUserFixture());
  answer = () => ({ status: 201, body: { message: 'Discussion posted successfully!', data: { _id: 'd42' } } });
});
afterEach(() => {
  cleanup();
  clearSession();
});

const open = () => {
  renderPage(<CreateDiscussionPage />, { at: '/createDiscussion', path: '/createDiscussion' });
  return userEvent.setup({ applyAccept: false });
};
const editor = () => screen.getByRole('textbox', { name: 'Content' });
const sentForm = async () => {
  const [request] = fake.received;
  if (!request) throw new Error('nothing was sent');
  return fake.formOf(request as RawRequest);
};

describe('tags', () => {
  it('are a comma-separated list, each trimmed, empties dropped, each once', () => {
    expect(parseTags(' Referrals, ,interviews ,, Resume tips,referrals ')).toEqual(['Referrals', 'interviews', 'Resume tips']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(' , ')).toEqual([]);
  });
});

describe('/createDiscussion', () => {
  it('counts the title up to 300 characters and takes no more', async () => {
    const user = open();
    const title = screen.getByLabelText('Title');
    expect(screen.getByText('0/300')).toBeInTheDocument();
    await user.type(title, 'Referrals');
    expect(screen.getByText('9/300')).toBeInTheDocument();
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(320));
    expect(title).toHaveValue('x'.repeat(300));
    expect(screen.getByText('300/300')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('300/300');
  });

  it("says 'Please enter a discussion title', then 'Please enter discussion content', and sends nothing", async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(screen.getByText('Please enter a discussion title')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(screen.getByText('Please enter a discussion title')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Referral etiquette');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(screen.queryByText('Please enter a discussion title')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter discussion content')).toBeInTheDocument();
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(fake.received).toEqual([]);
  });

  it('shows the tags it will add as they are typed', async () => {
    const user = open();
    await user.type(screen.getByLabelText(/^Tags/), ' referrals, , interviews ,');
    expect(
      within(screen.getByRole('list', { name: 'Tags to be added' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#referrals', '#interviews']);
  });

  it("posts the trimmed title, the editor's HTML, the tags as JSON and the images, says 'Discussion posted successfully!' and opens it", async () => {
    const user = open();
    await user.type(screen.getByLabelText('Title'), '  Referral etiquette  ');
    await user.click(editor());
    await user.keyboard('How soon should I follow up?');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText(/^Tags/), 'referrals, follow-up,');
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'cv-tips.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, picture);
    expect(screen.getByRole('list', { name: 'Chosen images' })).toHaveTextContent('cv-tips.jpg');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    await waitFor(() => expect(fake.received).toHaveLength(1));
    expect(fake.received[0]?.url).toBe('/api/discussions');
    const form = await sentForm();
    expect(form.get('title')).toBe('Referral etiquette');
    expect(form.get('content')).toBe('<p>How soon should I follow up?</p>');
    expect(form.get('tags')).toBe('["referrals","follow-up"]');
    expect(form.get('status')).toBe('published');
    expect(form.get('source')).toBeNull();
    expect((form.get('images') as File).name).toBe('cv-tips.jpg');
    await waitFor(() => expect(shownLocation()).toHaveTextContent('/discussionPost/d42'));
    expect(toast.getAll().map((t) => t.message)).toEqual(['Discussion posted successfully!']);
  });

  it("says 'Error posting discussion: {error}' with the server's words", async () => {
    answer = () => ({ status: 400, body: { status: 400, message: 'Please enter a discussion title' } });
    const user = open();
    await user.type(screen.getByLabelText('Title'), 'Referral etiquette');
    await user.click(editor());
    await user.keyboard('Some text');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error posting discussion: Please enter a discussion title');
    expect(toast.getAll().map((t) => t.message)).toEqual(['Error posting discussion: Please enter a discussion title']);
  });

  it("shows a rate limit in the server's words", async () => {
    answer = () => ({ status: 429, body: { status: 429, message: 'New members can start 2 discussions a day. Try again tomorrow.' } });
    const user = open();
    await user.type(screen.getByLabelText('Title'), 'Referral etiquette');
    await user.click(editor());
    await user.keyboard('Some text');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('New members can start 2 discussions a day. Try again tomorrow.');
  });

  it('refuses files that are not pictures', async () => {
    const user = open();
    await user.type(screen.getByLabelText('Title'), 'Referral etiquette');
    await user.click(editor());
    await user.keyboard('Some text');
    await user.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['MZ'], 'setup.exe'));
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(screen.getByText('setup.exe: only JPG, PNG, WebP or GIF pictures can be added.')).toBeInTheDocument();
    expect(fake.received).toEqual([]);
  });

  it('adds a link through the toolbar, web and mail addresses only', async () => {
    const user = open();
    await user.click(editor());
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    await user.type(within(dialog).getByLabelText('Link address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(within(dialog).getByText('Enter a web address starting with http:// or https://, or an e-mail address.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Link address'));
    await user.type(within(dialog).getByLabelText('Link address'), 'seek.com.au');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor().querySelector('a')).toHaveAttribute('href', 'https://seek.com.au/');
  });

  it('asks a visitor to sign in, and shows no form', () => {
    clearSession();
    open();
    expect(authModal.getState()).toMatchObject({ isOpen: true, step: 'signIn', redirectTo: '/createDiscussion' });
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(screen.getByText('Sign in to start a discussion.')).toBeInTheDocument();
  });
});
