import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { BookOpenText, Trash2, Video } from 'lucide-react';
import clsx from 'clsx';
import { ApiError } from '../../../lib/api';
import { reasonOr } from '../../../lib/failure';
import { paths } from '../../../lib/paths';
import { useFocusFirstInvalid } from '../../../lib/seeker-request-form';
import { toast } from '../../../lib/toast';
import { Button, ButtonLink } from '../../../ui/button';
import { Field, FormError } from '../../../ui/field';
import { Panel } from '../../../ui/panel';
import { useSavePost } from '../api/mutations';
import type { LearningHubCategory, LearningHubItem, LearningHubStatus } from '../api/types';
import { PostStatusBadge } from '../components/status-badge';
import { learningHubText } from '../messages';
import { DeletePostDialog } from './delete-post-dialog';
import { MediaPicker, SavedImages, SavedVideos } from './media-fields';
import { mediaError } from './media-rules';
import { checkPost, CONTENT_LIMIT, initialValues, type PostErrors, type PostValues } from './post-values';
import { TagsInput } from './tags-input';

/** The server's messages per field (a 400's `errors`), under the fields they are about; files under the upload. */
const fieldErrorsFrom = (error: unknown): PostErrors => {
  const given = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
  const errors: PostErrors = {};
  for (const key of ['author', 'publishedAt', 'title', 'content'] as const) if (given[key]) errors[key] = given[key];
  const media = given.images ?? given.videos;
  if (media) errors.media = media;
  return errors;
};

const busyLabels: Record<LearningHubStatus, string> = { draft: 'Saving...', published: 'Publishing...', restricted: 'Restricting...' };

/**
 * Spec 000 §5's post form, to create (`post` null) or edit: author, date, category, title, content (10,000 characters,
 * counted), tags by Enter, images for an article or a video for a webinar, saved images to remove. Save as Draft saves a
 * draft, Publish publishes; an existing post can also be restricted (taken off the public hub) or deleted.
 */
export function PostForm({ post }: { post: LearningHubItem | null }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PostValues>(() => initialValues(post, new Date()));
  const [tags, setTags] = useState<string[]>(post?.tags ?? []);
  const [files, setFiles] = useState<File[]>([]);
  const [removeImages, setRemoveImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<PostErrors>({});
  const [checked, setChecked] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState<LearningHubStatus | null>(null);
  const [deleting, setDeleting] = useState(false);
  const save = useSavePost();
  useFocusFirstInvalid(formRef, failedAttempts);

  const keptImages = (post?.images ?? []).filter((image) => !removeImages.includes(image)).length;
  const errorsOf = (next: PostValues, nextFiles: File[]): PostErrors => {
    const media = mediaError(next.category, nextFiles, keptImages);
    return { ...checkPost(next), ...(media ? { media } : {}) };
  };
  const set = <K extends keyof PostValues>(key: K, value: PostValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (checked) setErrors(errorsOf(next, files));
  };
  const setCategory = (category: LearningHubCategory) => {
    // an article's pictures do not go with a webinar, nor a webinar's video with an article
    if (category !== values.category) setFiles([]);
    const next = { ...values, category };
    setValues(next);
    if (checked) setErrors(errorsOf(next, []));
  };
  const setMedia = (next: File[]) => {
    setFiles(next);
    setErrors((current) => {
      const media = mediaError(values.category, next, keptImages);
      const { media: _old, ...rest } = current;
      return media ? { ...rest, media } : rest;
    });
  };

  const submit = (status: LearningHubStatus) => {
    if (saving) return;
    setChecked(true);
    setServerError(null);
    const found = errorsOf(values, files);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedAttempts((n) => n + 1);
      return;
    }
    setSaving(status);
    // a webinar has one video: a new one replaces the saved one; an article keeps none
    const replaced = post && (values.category === 'article' || files.length > 0) ? post.videos : [];
    save.mutate(
      {
        id: post?._id ?? null,
        input: {
          ...values,
          author: values.author.trim(),
          title: values.title.trim(),
          status,
          tags,
          images: values.category === 'article' ? files : [],
          videos: values.category === 'webinar' ? files : [],
          removeImages: [...new Set([...removeImages, ...replaced])],
        },
      },
      {
        onSuccess: () => {
          toast.success(post ? learningHubText.updated : learningHubText.created);
          navigate(status === 'published' ? paths.adminLearningHub : `${paths.adminLearningHub}?tab=${status}`);
        },
        onError: (error) => {
          toast.error(learningHubText.failSave);
          const fromServer = fieldErrorsFrom(error);
          if (Object.keys(fromServer).length > 0) {
            setErrors(fromServer);
            setFailedAttempts((n) => n + 1);
          } else setServerError(reasonOr(error, ''));
          setSaving(null);
        },
      },
    );
  };
  // Enter in a field never publishes by accident: only the buttons save
  const onSubmit = (event: FormEvent) => event.preventDefault();

  const savedImages = post && values.category === 'article' ? post.images : [];
  const savedVideos = post && values.category === 'webinar' ? post.videos : [];

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-5">
        <Panel title="Details">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field
              label="Author"
              value={values.author}
              onChange={(event) => set('author', event.target.value)}
              error={errors.author}
              autoComplete="name"
              placeholder="Who wrote or hosted it"
            />
            <Field
              label="Date"
              type="date"
              value={values.publishedAt}
              onChange={(event) => set('publishedAt', event.target.value)}
              error={errors.publishedAt}
            />
            <CategoryChoice value={values.category} onChange={setCategory} />
          </div>
        </Panel>
        <Panel title="Post">
          <div className="mt-4 flex flex-col gap-4">
            <Field
              label="Title"
              value={values.title}
              onChange={(event) => set('title', event.target.value)}
              error={errors.title}
              placeholder="A clear, specific title"
            />
            <ContentField value={values.content} onChange={(content) => set('content', content)} error={errors.content} />
            <TagsInput tags={tags} onChange={setTags} />
          </div>
        </Panel>
        <Panel
          title={values.category === 'webinar' ? 'Video' : 'Images'}
          description={values.category === 'webinar' ? 'The recording visitors watch on the webinar page.' : 'The first picture is the cover in the list.'}
        >
          <div className="mt-4 flex flex-col gap-4">
            <SavedImages images={savedImages} removed={removeImages} guarded={post?.status !== 'published'} onChange={setRemoveImages} />
            <SavedVideos
              videos={savedVideos}
              removed={removeImages}
              replacing={files.length > 0}
              guarded={post?.status !== 'published'}
              title={values.title}
              onChange={setRemoveImages}
            />
            <MediaPicker category={values.category} files={files} onChange={setMedia} error={errors.media ?? null} />
          </div>
        </Panel>
      </div>
      <div className="flex flex-col gap-3 lg:sticky lg:top-6">
        <Panel title="Publishing" aside={post ? <PostStatusBadge status={post.status} /> : null}>
          <p className="mt-1 text-sm text-muted">A draft is saved for later and stays off the public learning hub. Publishing shows it to everyone.</p>
          <div className="mt-4 flex flex-col gap-2">
            <FormError message={serverError} />
            <Button size="lg" onClick={() => submit('published')} disabled={saving !== null} aria-busy={saving === 'published' || undefined}>
              {saving === 'published' ? busyLabels.published : 'Publish'}
            </Button>
            <Button variant="secondary" size="lg" onClick={() => submit('draft')} disabled={saving !== null} aria-busy={saving === 'draft' || undefined}>
              {saving === 'draft' ? busyLabels.draft : 'Save as Draft'}
            </Button>
            {post && post.status !== 'restricted' && (
              <Button variant="ghost" onClick={() => submit('restricted')} disabled={saving !== null} aria-busy={saving === 'restricted' || undefined}>
                {saving === 'restricted' ? busyLabels.restricted : 'Restrict'}
              </Button>
            )}
            <ButtonLink to={paths.adminLearningHub} variant="ghost">
              Cancel
            </ButtonLink>
          </div>
        </Panel>
        {post && (
          <Button variant="ghost" className="text-rose-700 hover:bg-rose-50" onClick={() => setDeleting(true)} disabled={saving !== null}>
            <Trash2 aria-hidden className="size-4" />
            Delete post
          </Button>
        )}
      </div>
      {post && deleting && <DeletePostDialog post={post} onClose={() => setDeleting(false)} onDeleted={() => navigate(paths.adminLearningHub)} />}
    </form>
  );
}

function CategoryChoice({ value, onChange }: { value: LearningHubCategory; onChange: (value: LearningHubCategory) => void }) {
  const options: Array<{ value: LearningHubCategory; label: string; hint: string; icon: ReactNode }> = [
    { value: 'article', label: 'Article', hint: 'Text with pictures', icon: <BookOpenText aria-hidden className="size-5" /> },
    { value: 'webinar', label: 'Webinar', hint: 'A recorded session', icon: <Video aria-hidden className="size-5" /> },
  ];
  return (
    <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">Category</legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex cursor-pointer items-center gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand',
              value === option.value ? 'border-brand bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-ink hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="category"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon}
            <span className="flex flex-col">
              <span className="text-sm font-medium">{option.label}</span>
              <span className="text-xs text-muted">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The post's text with its counter, always shown (spec 000 §5); the field stops at 10,000 characters. */
function ContentField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | undefined }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Content
      </label>
      <textarea
        id={id}
        value={value}
        rows={14}
        maxLength={CONTENT_LIMIT}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Write the post. Leave a blank line between paragraphs."
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, `${id}-count`].filter(Boolean).join(' ')}
        className="focus-ring block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base leading-7 text-ink placeholder:text-slate-400 aria-invalid:border-rose-500"
      />
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
        <p id={`${id}-count`} className={clsx('shrink-0 text-xs tabular-nums', value.length >= CONTENT_LIMIT ? 'font-medium text-rose-700' : 'text-slate-500')}>
          {value.length.toLocaleString('en-AU')} / {CONTENT_LIMIT.toLocaleString('en-AU')} characters
        </p>
      </div>
    </div>
  );
}
