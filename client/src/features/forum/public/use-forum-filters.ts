import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { forumSearchDebounceMs } from '@referly/domain';
import type { SortType } from '../api/types';

/** Spec 000 §9: the forum's search waits for a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = forumSearchDebounceMs;

/**
 * The forum's search, sort and category live in the address (replaced, not pushed), so a filtered list can be shared
 * and comes back on Back. The search box's text goes there once typing pauses.
 */
export function useForumFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const type: SortType = params.get('type') === 'popular' ? 'popular' : 'recent';
  const tag = params.get('tag') ?? '';
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'type' && value === 'recent')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const [searchText, setSearchText] = useState(search);
  const isNewSearch = useEffectEvent((text: string) => text !== search);
  const applySearch = useEffectEvent((text: string) => update({ search: text }));
  useEffect(() => {
    const text = searchText.trim();
    if (!isNewSearch(text)) return;
    const timer = setTimeout(() => applySearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    search,
    type,
    tag,
    searchText,
    setSearchText,
    setType: (next: SortType) => update({ type: next }),
    setTag: (next: string) => update({ tag: next }),
    clear: () => {
      setSearchText('');
      update({ search: '', tag: '' });
    },
  };
}
