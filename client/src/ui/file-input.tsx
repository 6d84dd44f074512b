import { useId, useRef } from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { megabytes } from '../lib/format';
import { DropZone } from './drop-zone';

type FileInputProps = {
  label: string;
  /** the extensions offered by the picker, e.g. ['pdf', 'doc', 'docx', 'jpg'] */
  accept: readonly string[];
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
};

/**
 * Spec 001 §5's upload widget: pick or drop a file, see its name and size in MB, remove it. Which files are allowed
 * is the form's check (the same rules as the server's); the picker only suggests them.
 */
export function FileInput({ label, accept, file, onChange, error, hint, required }: FileInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required ? '' : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <DropZone
        onFiles={(files) => {
          const dropped = files[0];
          if (dropped) onChange(dropped);
        }}
        error={Boolean(error)}
      >
        {file ? (
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <FileText aria-hidden className="size-5 shrink-0 text-brand" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{file.name}</p>
              <p className="text-xs text-muted tabular-nums">{megabytes(file.size)}</p>
            </div>
          </div>
        ) : (
          <p className="flex flex-1 items-center gap-3 text-sm text-muted">
            <UploadCloud aria-hidden className="size-5 shrink-0 text-slate-400" />
            Drop a file here or choose one ({accept.map((extension) => `.${extension}`).join(', ')})
          </p>
        )}
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="focus-ring rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50"
          >
            {file ? 'Replace' : 'Choose file'}
          </button>
          {file && (
            <button
              type="button"
              onClick={() => {
                onChange(null);
                if (input.current) input.current.value = '';
              }}
              className="focus-ring grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
              aria-label={`Remove ${file.name}`}
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          className="sr-only"
          accept={accept.map((extension) => `.${extension}`).join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </DropZone>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
