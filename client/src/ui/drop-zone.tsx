import { useState, type ReactNode } from 'react';
import clsx from 'clsx';

/**
 * The dashed box of an upload widget (spec 001 §5) that takes files dropped on it: highlighted while a file is dragged
 * over, red while its field has an error. What is inside (the words, the picker's button, the hidden input) is the widget's.
 */
export function DropZone({
  onFiles,
  error,
  className,
  children,
}: {
  onFiles: (files: FileList) => void;
  error: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      }}
      className={clsx(
        'flex flex-col gap-3 rounded-lg border border-dashed p-4 transition-colors sm:flex-row sm:items-center',
        className,
        dragging ? 'border-brand bg-brand-50' : error ? 'border-rose-400 bg-rose-50/40' : 'border-slate-300 bg-slate-50',
      )}
    >
      {children}
    </div>
  );
}
