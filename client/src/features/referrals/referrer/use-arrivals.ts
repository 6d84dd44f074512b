import { useEffect, useRef, useState } from 'react';

const HIGHLIGHT_MS = 4000;

/**
 * Ids that appeared in a list while it was open (a request a seeker just paid for), highlighted for a moment
 * (UI.md: live changes arrive quietly). A new page or tab is a new list: nothing on it counts as arrived.
 */
export function useArrivals(ids: readonly string[], scope: string, settled: boolean): ReadonlySet<string> {
  const seen = useRef<{ scope: string; ids: Set<string> } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(() => new Set());
  const key = ids.join(' ');

  useEffect(() => {
    // a placeholder page (kept while the next one loads) is not what this scope holds
    if (!settled) return;
    const current = key ? key.split(' ') : [];
    const before = seen.current;
    seen.current = { scope, ids: new Set([...(before?.scope === scope ? before.ids : []), ...current]) };
    if (!before || before.scope !== scope) return;
    const fresh = current.filter((id) => !before.ids.has(id));
    if (fresh.length === 0) return;
    setArrived(new Set(fresh));
    // the highlight fades on its own clock: a later change to the list must not keep it lit
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setArrived(new Set()), HIGHLIGHT_MS);
  }, [key, scope, settled]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return arrived;
}
