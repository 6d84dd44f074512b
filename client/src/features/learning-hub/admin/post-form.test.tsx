import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMultipartFakeApi, type RawReply, type RawRequest } from '../../../lib/multipart-fake-api';
import { renderPage, shownLocation } from '../../../lib/test-kit';
import { toast } from '../../../lib/toast';
import { postFixture } from '../test-fixtures';
import { CreatePostPage, EditPostPage } from './post-form-page';

const saved = { message: 'Learning hub post updated successfully!', data: postFixture() };
let answerSave: () => RawReply;
let stored = postFixture({ images: ['/api/learning-hub/files/a1', '/api/learning-hub/files/b2'], image: '/api/learning-hub/files/a1' });
let fake: Awaited<ReturnType<typeof startMultipartFakeApi>>;
beforeAll(async () => {
  fake = await startMultipartFakeApi((request: RawRequest) => (request.method === 'GET' ? { body: { data: stored } } : answerSave()));
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
  toast.reset();
  answerSave = () => ({ status: 201, body: saved });
  stored = postFixture({ images: ['/api/learning-hub/files/a1', '/api/learning-hub/files/b2'], image: '/api/learning-hub/files/a1' });
});
afterEach(cleanup);

const create = () => {
  renderPage(<CreatePostPage />, { at: '/admin_dashboard/create_post', path: '/admin_dashboard/create_post' });
  return userEvent.setup({ applyAccept: false });
};
const edit = () => {
  renderPage(<EditPostPage />, { at: '/admin_dashboard/create_post/p1', path: '/admin_dashboard/create_post/:id' });
  return userEvent.setup({ applyAccept: false });
};
const saves = () => fake.received.filter((request) => request.method !== 'GET');
const sentForm = async () => {
  const [request] = saves();
  if (!request) throw new Error('nothing was sent');
  return { request, form: await fake.formOf(request) };
};
const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Author'), 'Priya Raman');
  await user.type(screen.getByLabelText('Title'), 'Ask for a referral the right way');
  await user.type(screen.getByLabelText('Content'), 'Be specific about the role.');
};
const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('create and edit a learning hub post', () => {
  it("gives the spec's messages for each missing field and sends nothing", async () => {
    const user = create();
    await user.clear(screen.getByLabelText('Date'));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('Author is required.')).toBeInTheDocument();
    expect(screen.getByText('Date is required.')).toBeInTheDocument();
    expect(screen.getByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByText('Content is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Author')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(saves()).toEqual([]);
    await user.type(screen.getByLabelText('Author'), 'Priya');
    expect(screen.queryByText('Author is required.')).not.toBeInTheDocument();
  });

  it('counts the content against its 10,000 characters', async () => {
    const user = create();
    expect(screen.getByText('0 / 10,000 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Content'), 'Hello there');
    expect(screen.getByText('11 / 10,000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toHaveAttribute('maxlength', '10000');
  });

  it('adds tags with Enter, once each, and removes them', async () => {
    const user = create();
    const tags = screen.getByLabelText(/^Tags/);
    await user.type(tags, ' Resumes {Enter}interviews{Enter}resumes{Enter}');
    const added = () =>
      within(screen.getByRole('list', { name: 'Tags added' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent);
    expect(added()).toEqual(['Resumes', 'interviews']);
    expect(tags).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove tag Resumes' }));
    expect(added()).toEqual(['interviews']);
    expect(saves()).toEqual([]);
  });

  it('Save as Draft saves a draft with every field, the tags as JSON text and the images', async () => {
    const user = create();
    await fill(user);
    await user.type(screen.getByLabelText(/^Tags/), 'referrals{Enter}');
    await user.upload(screen.getByLabelText(/^Upload images/), [jpeg('cover.jpg'), jpeg('team.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const { request, form } = await sentForm();
    expect(`${request.method} ${request.url}`).toBe('POST /api/learning-hub');
    expect(form.get('status')).toBe('draft');
    expect(form.get('author')).toBe('Priya Raman');
    expect(form.get('title')).toBe('Ask for a referral the right way');
    expect(form.get('content')).toBe('Be specific about the role.');
    expect(form.get('category')).toBe('article');
    expect(form.get('publishedAt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(form.get('tags')).toBe('["referrals"]');
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['cover.jpg', 'team.jpg']);
    expect(form.has('videos')).toBe(false);
    expect(form.has('removeImages')).toBe(false);
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Learning hub post created successfully!']));
    await waitFor(() => expect(shownLocation()).toHaveTextContent('/admin_dashboard/learning_hub?tab=draft'));
  });

  it('Publish publishes; a webinar sends its video, not images', async () => {
    const user = create();
    await fill(user);
    await user.click(screen.getByRole('radio', { name: /Webinar/ }));
    await user.upload(
      screen.getByLabelText(/^Upload video/),
      new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'session.mp4', { type: 'video/mp4' }),
    );
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const { form } = await sentForm();
    expect(form.get('status')).toBe('published');
    expect(form.get('category')).toBe('webinar');
    expect(form.getAll('videos').map((file) => (file as File).name)).toEqual(['session.mp4']);
    expect(form.has('images')).toBe(false);
    expect(await screen.findByText('/admin_dashboard/learning_hub')).toBeInTheDocument();
  });

  it('refuses a file the kind of post does not take', async () => {
    const user = create();
    await fill(user);
    await user.upload(screen.getByLabelText(/^Upload images/), new File(['MZ'], 'setup.exe'));
    expect(screen.getByText('setup.exe: Images must be JPG, PNG, WebP or GIF pictures of at most 5 MB each.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(saves()).toEqual([]);
  });

  it('edits the post as saved, removing a marked image', async () => {
    answerSave = () => ({ body: saved });
    const user = edit();
    expect(await screen.findByLabelText('Title')).toHaveValue('How to ask for a referral without feeling awkward');
    expect(screen.getByLabelText('Author')).toHaveValue('Priya Raman');
    expect(
      within(screen.getByRole('list', { name: 'Tags added' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['referrals', 'networking']);
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getByText('Will be removed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const { request, form } = await sentForm();
    expect(`${request.method} ${request.url}`).toBe('PUT /api/learning-hub/p1');
    expect(form.get('removeImages')).toBe('["/api/learning-hub/files/b2"]');
    expect(form.get('status')).toBe('published');
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Learning hub post updated successfully!']));
  });

  it("replaces a webinar's saved video with a new one (it has one video)", async () => {
    stored = postFixture({ category: 'webinar', image: null, images: [], videos: ['/api/learning-hub/files/v1'], publishedAt: '2026-10-07T00:00:00.000Z' });
    const user = edit();
    expect(await screen.findByLabelText('Date')).toHaveValue('2026-10-07');
    expect(screen.getByText('Plays on the webinar page')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Upload video/), new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], 'new.webm', { type: 'video/webm' }));
    expect(screen.getByText('Will be replaced by the new video')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    const { form } = await sentForm();
    expect(form.get('removeImages')).toBe('["/api/learning-hub/files/v1"]');
    expect(form.getAll('videos').map((file) => (file as File).name)).toEqual(['new.webm']);
    expect(form.get('status')).toBe('draft');
    expect(form.get('publishedAt')).toBe('2026-10-07');
  });

  it("says 'Failed to update post!' when the server refuses, and stays on the form", async () => {
    answerSave = () => ({ status: 400, body: { status: 400, message: 'The server refused it.' } });
    const user = create();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to update post!']));
    expect(screen.getByRole('alert')).toHaveTextContent('The server refused it.');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it("shows the server's message for each field under that field", async () => {
    answerSave = () => ({
      status: 400,
      body: {
        status: 400,
        message: 'Date must be a valid date.',
        errors: { publishedAt: 'Date must be a valid date.', images: 'A post can have at most 10 images.' },
      },
    });
    const user = create();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Date must be a valid date.')).toBeInTheDocument();
    expect(screen.getByText('A post can have at most 10 images.')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.getAll().map((t) => t.message)).toEqual(['Failed to update post!']);
  });
});
