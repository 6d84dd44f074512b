import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowLeft, LogIn } from 'lucide-react';
import type { Editor } from '@tiptap/react';
import clsx from 'clsx';
import { forumTitleLimit } from '@referly/domain';
import { authModal } from '../../../lib/auth-modal';
import { failureReason } from '../../../lib/failure';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { Button, ButtonLink } from '../../../ui/button';
import { FormError, inputClass } from '../../../ui/field';
import { usePostDiscussion } from '../api/mutations';
import { TagList } from '../../../ui/tag-list';
import { forumText } from '../messages';
import { postFailure } from '../post/comment-box';
import { ImagePicker, imagesError } from './image-picker';
import { isBlank, RichTextEditor } from './rich-text-editor';
import { parseTags } from './tags';

/** Spec 000 §9: a discussion's title holds at most 300 characters. */
export const TITLE_MAX = forumTitleLimit;

type Errors = { title?: string; content?: string; images?: string };

/** /createDiscussion (spec 000 §2, §5): title with its counter, rich text, comma-separated tags, optional images. */
export function CreateDiscussionPage() {
  const { token } = useSession();
  useEffect(() => {
    if (!token) authModal.open('signIn', { redirectTo: paths.createDiscussion });
  }, [token]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-16 sm:px-6 lg:pt-10">
      <ButtonLink to={paths.discussionForum} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden className="size-4" />
        Back to the forum
      </ButtonLink>
      <h1 className="mt-4 text-2xl font-semibold text-ink sm:text-3xl">Start a discussion</h1>
      <p className="mt-2 text-base text-muted">Ask a question or share what you have learnt. Be specific, and be kind.</p>
      {token ? (
        <DiscussionForm />
      ) : (
        <div className="mt-8 flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6">
          <p className="text-base text-ink">Sign in to start a discussion.</p>
          <Button onClick={() => authModal.open('signIn', { redirectTo: paths.createDiscussion })}>
            <LogIn aria-hidden className="size-4" />
            Sign In
          </Button>
        </div>
      )}
    </div>
  );
}

function DiscussionForm() {
  const navigate = useNavigate();
  const ids = { title: useId(), content: useId(), tags: useId() };
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tagText, setTagText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const editor = useRef<Editor | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const post = usePostDiscussion();
  const tags = parseTags(tagText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    const next: Errors = {};
    if (!title.trim()) next.title = forumText.titleRequired;
    if (isBlank(editor.current)) next.content = forumText.contentRequired;
    const imageProblem = imagesError(images);
    if (imageProblem) next.images = imageProblem;
    setErrors(next);
    setRefusal(null);
    if (next.title) return titleInput.current?.focus();
    if (next.content) return void editor.current?.commands.focus();
    if (next.images) return;
    post.mutate(
      { title: title.trim(), content, tags, images },
      {
        onSuccess: (reply) => {
          toast.success(forumText.posted);
          navigate(reply.data?._id ? paths.discussionPost(reply.data._id) : paths.discussionForum);
        },
        onError: (error) => {
          const limited = postFailure(error, '');
          const message = limited || forumText.failPost(failureReason(error));
          toast.error(message);
          setRefusal(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 sm:p-7">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.title} className="text-sm font-medium text-ink">
          Title
        </label>
        <input
          ref={titleInput}
          id={ids.title}
          value={title}
          maxLength={TITLE_MAX}
          placeholder="What would you like to ask or share?"
          onChange={(event) => {
            setTitle(event.target.value);
            if (errors.title) setErrors({ ...errors, title: undefined });
          }}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={`${ids.title}-count${errors.title ? ` ${ids.title}-error` : ''}`}
          className={inputClass}
        />
        <div className="flex items-start justify-between gap-3">
          <p id={`${ids.title}-error`} className="text-sm text-rose-700">
            {errors.title}
          </p>
          <p id={`${ids.title}-count`} className={clsx('shrink-0 text-xs tabular-nums', title.length >= TITLE_MAX ? 'text-rose-700' : 'text-slate-500')}>
            {title.length}/{TITLE_MAX}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <span id={ids.content} className="text-sm font-medium text-ink">
          Content
        </span>
        <RichTextEditor
          labelId={ids.content}
          describedBy={errors.content ? `${ids.content}-error` : undefined}
          invalid={Boolean(errors.content)}
          onReady={(created) => (editor.current = created)}
          onChange={(html) => {
            setContent(html);
            if (errors.content) setErrors({ ...errors, content: undefined });
          }}
        />
        {errors.content && (
          <p id={`${ids.content}-error`} className="text-sm text-rose-700">
            {errors.content}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.tags} className="text-sm font-medium text-ink">
          Tags <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id={ids.tags}
          value={tagText}
          placeholder="referrals, interviews, resume"
          onChange={(event) => setTagText(event.target.value)}
          aria-describedby={`${ids.tags}-hint`}
          className={inputClass}
        />
        <p id={`${ids.tags}-hint`} className="text-xs text-muted">
          Separate tags with commas.
        </p>
        <TagList tags={tags} label="Tags to be added" />
      </div>

      <ImagePicker
        files={images}
        onChange={(files) => {
          setImages(files);
          setErrors({ ...errors, images: undefined });
        }}
        error={errors.images ?? null}
      />

      <FormError message={refusal} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <ButtonLink to={paths.discussionForum} variant="secondary">
          Cancel
        </ButtonLink>
        <Button type="submit" disabled={post.isPending} aria-busy={post.isPending || undefined}>
          {post.isPending ? 'Posting...' : 'Post Discussion'}
        </Button>
      </div>
    </form>
  );
}
