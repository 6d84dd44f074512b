import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { inputClass } from '../../../ui/field';

/** Spec 000 §5: a tag is added with Enter (trimmed, once each whatever its case) and each one can be removed. */
export function TagsInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const add = () => {
    const tag = text.trim();
    if (tag && !tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setText('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Tags <span className="font-normal text-muted">(optional)</span>
      </label>
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
            onChange(tags.slice(0, -1));
          }
        }}
        placeholder="Type a tag and press Enter"
        aria-describedby={`${id}-hint`}
        className={inputClass}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        Press Enter to add each tag.
      </p>
      {tags.length > 0 && (
        <ul aria-label="Tags added" className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="focus-ring grid size-6 place-items-center rounded-full text-brand-800 hover:bg-brand-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
