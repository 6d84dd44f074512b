import { useId, useRef } from 'react';
import { FileImage, FileVideo, RotateCcw, Trash2, UploadCloud, X } from 'lucide-react';
import clsx from 'clsx';
import { megabytes } from '../../../lib/format';
import { DropZone } from '../../../ui/drop-zone';
import type { LearningHubCategory } from '../api/types';
import { GuardedPicture, PostImage, PostVideo } from '../components/post-media';
import { mediaRules } from './media-rules';

/** Pick or drop files, see each one's name and size in MB, remove any of them. */
export function MediaPicker({
  category,
  files,
  onChange,
  error,
}: {
  category: LearningHubCategory;
  files: File[];
  onChange: (files: File[]) => void;
  error: string | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const rule = mediaRules[category];
  const Icon = category === 'webinar' ? FileVideo : FileImage;
  const add = (list: FileList | null) => {
    if (!list) return;
    const picked = [...list];
    onChange(category === 'webinar' ? picked.slice(0, 1) : [...files, ...picked]);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {category === 'webinar' ? 'Upload video' : 'Upload images'} <span className="font-normal text-muted">(optional)</span>
      </label>
      <DropZone onFiles={add} error={Boolean(error)} className="items-start">
        <p className="flex flex-1 items-center gap-3 text-sm text-muted">
          <UploadCloud aria-hidden className="size-5 shrink-0 text-slate-400" />
          Drop {rule.kinds} here or choose {category === 'webinar' ? 'one' : 'some'} ({rule.extensions.map((extension) => `.${extension}`).join(', ')})
        </p>
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="focus-ring shrink-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50"
        >
          {category === 'webinar' ? 'Choose video' : 'Choose images'}
        </button>
        <input
          ref={input}
          id={id}
          type="file"
          multiple={category === 'article'}
          className="sr-only"
          accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => add(event.target.files)}
        />
      </DropZone>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
      {files.length > 0 && (
        <ul
          aria-label={category === 'webinar' ? 'Video to upload' : 'Images to upload'}
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        >
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center gap-3 px-3 py-2">
              <Icon aria-hidden className="size-5 shrink-0 text-brand" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink">{file.name}</span>
                <span className="text-xs text-muted tabular-nums">{megabytes(file.size)}</span>
              </span>
              <button
                type="button"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={`Remove ${file.name}`}
                className="focus-ring grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A post's saved images; each can be marked for removal (sent as removeImages) and unmarked before saving. */
export function SavedImages({
  images,
  removed,
  guarded,
  onChange,
}: {
  images: string[];
  removed: string[];
  /** the post is not public: its pictures are fetched with the session's bearer */
  guarded: boolean;
  onChange: (removed: string[]) => void;
}) {
  if (images.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">Current images</legend>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, i) => {
          const marked = removed.includes(image);
          const name = `image ${i + 1}`;
          return (
            <li key={image} className={clsx('overflow-hidden rounded-lg border bg-white', marked ? 'border-rose-300' : 'border-slate-200')}>
              {guarded ? (
                <GuardedPicture src={image} alt={`Current ${name}`} className={clsx('aspect-video w-full object-cover', marked && 'opacity-40 grayscale')} />
              ) : (
                <PostImage src={image} alt={`Current ${name}`} className={clsx('aspect-video w-full object-cover', marked && 'opacity-40 grayscale')} />
              )}
              <div className="flex items-center justify-between gap-2 px-2 py-1.5">
                <span className={clsx('text-xs', marked ? 'font-medium text-rose-700' : 'text-muted')}>{marked ? 'Will be removed' : `Image ${i + 1}`}</span>
                <button
                  type="button"
                  onClick={() => onChange(marked ? removed.filter((url) => url !== image) : [...removed, image])}
                  aria-label={marked ? `Keep ${name}` : `Remove ${name}`}
                  className="focus-ring grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
                >
                  {marked ? <RotateCcw aria-hidden className="size-4" /> : <Trash2 aria-hidden className="size-4" />}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** A webinar's saved video; it can be marked for removal, and a new one chosen replaces it. */
export function SavedVideos({
  videos,
  removed,
  replacing,
  guarded,
  title,
  onChange,
}: {
  videos: string[];
  removed: string[];
  replacing: boolean;
  guarded: boolean;
  title: string;
  onChange: (removed: string[]) => void;
}) {
  if (videos.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">Current video</legend>
      {videos.map((video, i) => {
        const marked = replacing || removed.includes(video);
        const name = videos.length === 1 ? 'the current video' : `video ${i + 1}`;
        return (
          <div key={video} className={clsx('flex flex-col gap-2 rounded-lg border p-2', marked ? 'border-rose-300' : 'border-slate-200')}>
            <div className={clsx(marked && 'opacity-40')}>
              <PostVideo src={video} title={title} guarded={guarded} />
            </div>
            <div className="flex items-center justify-between gap-2 px-1">
              <span className={clsx('text-xs', marked ? 'font-medium text-rose-700' : 'text-muted')}>
                {replacing ? 'Will be replaced by the new video' : marked ? 'Will be removed' : 'Plays on the webinar page'}
              </span>
              {!replacing && (
                <button
                  type="button"
                  onClick={() => onChange(marked ? removed.filter((url) => url !== video) : [...removed, video])}
                  aria-label={marked ? `Keep ${name}` : `Remove ${name}`}
                  className="focus-ring grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
                >
                  {marked ? <RotateCcw aria-hidden className="size-4" /> : <Trash2 aria-hidden className="size-4" />}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}
