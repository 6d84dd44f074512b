import { useId, useRef } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { forumImageExtensions, forumImageMaxBytes, forumMaxImages } from '@referly/domain';
import { megabytes } from '../../../lib/format';

export const IMAGE_EXTENSIONS = forumImageExtensions;
export const MAX_IMAGES = forumMaxImages;

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** The pictures a discussion cannot take, named in one message; null when all can go. */
export const imagesError = (files: readonly File[]): string | null => {
  const refused = files.filter((file) => !(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)));
  if (refused.length > 0) return `${refused.map((file) => file.name).join(', ')}: only JPG, PNG, WebP or GIF pictures can be added.`;
  const large = files.filter((file) => file.size > forumImageMaxBytes);
  if (large.length > 0) return `${large.map((file) => file.name).join(', ')}: each picture can be at most 5 MB.`;
  if (files.length > MAX_IMAGES) return `Add at most ${MAX_IMAGES} images.`;
  return null;
};

/** Optional pictures for a discussion: choose some, see each name and size, remove any. */
export function ImagePicker({ files, onChange, error }: { files: File[]; onChange: (files: File[]) => void; error: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        Images <span className="font-normal text-muted">(optional)</span>
      </span>
      <div className="flex flex-col gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 sm:flex-row sm:items-center">
        <p className="flex flex-1 items-center gap-3 text-sm text-muted">
          <ImagePlus aria-hidden className="size-5 shrink-0 text-slate-400" />
          Up to {MAX_IMAGES} JPG, PNG, WebP or GIF pictures, 5 MB each
        </p>
        <button
          type="button"
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-label`}
          className="focus-ring shrink-0 self-start rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50 sm:self-auto"
        >
          Choose images
        </button>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const picked = [...(event.target.files ?? [])];
            if (picked.length > 0) onChange([...files, ...picked]);
            event.target.value = '';
          }}
        />
      </div>
      {files.length > 0 && (
        <ul aria-label="Chosen images" className="flex flex-col gap-2">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
              <span className="min-w-0 flex-1 truncate text-sm text-ink">{file.name}</span>
              <span className="text-xs text-muted tabular-nums">{megabytes(file.size)}</span>
              <button
                type="button"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                className="focus-ring grid size-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-ink"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-rose-700">{error}</p>}
    </div>
  );
}
