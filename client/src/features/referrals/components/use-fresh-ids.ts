import { useEffect, useRef, useState } from 'react';

const HIGHLIGHT_MS = 4000;

/** The rows a list query holds for its own page: none while it loads or shows the previous page as a placeholder. */
export const settledIds = (query: { isSuccess: boolean; isPlaceholderData: boolean }, rows: readonly { id: string }[] | undefined) =>
  query.isSuccess && !query.isPlaceholderData ? rows?.map((row) => row.id) : undefined;

/**
 * The ids of rows that appeared since the list was first shown (a live change, such as a request a seeker just paid
 * for), for a moment: UI.md's "a new row slides in and is highlighted". The first load, and each new `scope` (another
 * tab or page), highlight nothing; `ids` is undefined until the scope's own rows are there (see `settledIds`).
 */
export const useFreshIds = (ids: readonly string[] | undefined, scope: string): ReadonlySet<string> => {
  const seen = useRef<{ scope: string; ids: Set<string> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  // the rows as one string: a refetch that answers the same rows is no change
  const key = ids === undefined ? null : ids.join(',');

  useEffect(() => {
    if (key === null) return;
    const current = key === '' ? [] : key.split(',');
    const known = seen.current;
    if (known === null || known.scope !== scope) {
      seen.current = { scope, ids: new Set(current) };
      return;
    }
    const arrived = current.filter((id) => !known.ids.has(id));
    current.forEach((id) => known.ids.add(id));
    if (arrived.length === 0) return;
    setFresh(new Set(arrived));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setFresh(new Set()), HIGHLIGHT_MS);
  }, [key, scope]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return fresh;
};
