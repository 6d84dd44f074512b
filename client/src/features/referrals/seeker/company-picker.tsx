import { useId, useState, type KeyboardEvent } from 'react';
import { Check, ChevronsUpDown } from 'lucide-react';
import clsx from 'clsx';
import { inputClass } from '../../../ui/field';
import type { CompanyOption } from './use-companies';

type CompanyPickerProps = {
  label: string;
  /** a listed company's `_id`, or the name the seeker typed */
  value: string;
  onChange: (value: string) => void;
  companies: CompanyOption[] | undefined;
  loading: boolean;
  error?: string | undefined;
};

type Option = { key: string; label: string; value: string; typed: boolean };

const MAX_SHOWN = 50;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec 001 §3's desired company: pick one from the list (its id is sent), or type one that is not there (its name is
 * sent, and the server adds it for an admin to approve). A combobox as ARIA describes it: arrows move, Enter picks,
 * Escape closes.
 */
export function CompanyPicker({ label, value, onChange, companies, loading, error }: CompanyPickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(() => companies?.find((company) => company._id === value)?.name ?? value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const query = text.trim().toLowerCase();
  const listed = companies?.find((company) => company._id === value);
  const matches = (companies ?? []).filter((company) => company.name.toLowerCase().includes(query)).slice(0, MAX_SHOWN);
  const offerTyped = query !== '' && !(companies ?? []).some((company) => same(company.name, text));
  const options: Option[] = [
    ...matches.map((company) => ({ key: company._id, label: company.name, value: company._id, typed: false })),
    ...(offerTyped ? [{ key: 'typed', label: `Use “${text.trim()}” (not listed yet)`, value: text.trim(), typed: true }] : []),
  ];
  const expanded = open && (options.length > 0 || loading);

  const choose = (option: Option) => {
    setText(option.typed ? option.value : option.label);
    onChange(option.value);
    setOpen(false);
    setActive(-1);
  };

  const type = (next: string) => {
    setText(next);
    // a name typed exactly as listed is that company
    onChange(companies?.find((company) => same(company.name, next))?._id ?? next);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((current) => Math.min(current + 1, options.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((current) => Math.max(current - 1, 0));
        return;
      case 'Enter': {
        const option = options[active];
        if (expanded && option) {
          event.preventDefault();
          choose(option);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        return;
    }
  };

  const hint =
    value && !listed && text.trim()
      ? `“${text.trim()}” is not on our list yet. We will add it for our team to check.`
      : 'Pick from the list, or type the name if your company is not there.';

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          placeholder="Search companies"
          value={text}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className={clsx(inputClass, 'pr-10')}
        />
        <ChevronsUpDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400" />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded}
          className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {loading && options.length === 0 && <li className="px-3 py-2 text-sm text-muted">Loading companies…</li>}
          {options.map((option, index) => {
            const selected = option.value === value && !option.typed;
            return (
              <li
                key={option.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // keeps the focus in the field, so the pick lands before blur closes the list
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={clsx(
                  'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm',
                  index === active ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-slate-50',
                  option.typed && 'border-t border-slate-100 font-medium text-brand-800',
                )}
              >
                <span className="truncate">{option.label}</span>
                {selected && <Check aria-hidden className="size-4 shrink-0 text-brand" />}
              </li>
            );
          })}
        </ul>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-rose-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
