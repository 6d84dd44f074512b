import { X } from 'lucide-react';
import { activityKindLabels, activityKinds, type ActivityKind } from '@referly/domain';
import { ClearFiltersButton, SearchField, SelectFilter } from '../../../ui/list-filters';

export type FilterValues = { kind: ActivityKind | ''; user: { userId: string; name: string } | null; searchText: string; from: string; to: string };

type Props = {
  values: FilterValues;
  onKind: (kind: string) => void;
  onSearchText: (text: string) => void;
  onDropUser: () => void;
  onDate: (which: 'from' | 'to', day: string) => void;
  onClear: (() => void) | null;
};

const kindOptions = [{ value: '' as const, label: 'All kinds' }, ...activityKinds.map((value) => ({ value, label: activityKindLabels[value] }))];

const dateField = 'focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink sm:w-40';

/** The feed's filters: a kind, a person (searched by name or e-mail, or picked from an entry), and a range of days. */
export function ActivityFilters({ values, onKind, onSearchText, onDropUser, onDate, onClear }: Props) {
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <div className="col-span-2 sm:contents">
          <SelectFilter label="Kind" value={values.kind} onChange={onKind} options={kindOptions} />
        </div>
        <SearchField
          label="Search by a person’s name or e-mail"
          value={values.searchText}
          onChange={onSearchText}
          placeholder="Name or e-mail"
          className="col-span-2 sm:w-56"
        />
        <label className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
          <span className="text-muted">From</span>
          <input type="date" value={values.from} max={values.to || undefined} onChange={(event) => onDate('from', event.target.value)} className={dateField} />
        </label>
        <label className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-2">
          <span className="text-muted">To</span>
          <input type="date" value={values.to} min={values.from || undefined} onChange={(event) => onDate('to', event.target.value)} className={dateField} />
        </label>
        {onClear && (
          <div className="col-span-2 sm:contents">
            <ClearFiltersButton onClick={onClear} />
          </div>
        )}
      </div>
      {values.user && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          Only the activity of
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 font-medium text-brand-800 ring-1 ring-brand-100 ring-inset">
            {values.user.name}
            <button
              type="button"
              onClick={onDropUser}
              aria-label={`Show everyone’s activity, not only ${values.user.name}’s`}
              className="focus-ring grid size-6 place-items-center rounded-full hover:bg-brand-100"
            >
              <X aria-hidden className="size-3.5" />
            </button>
          </span>
        </p>
      )}
    </div>
  );
}
