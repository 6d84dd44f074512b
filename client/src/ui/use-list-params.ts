import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const SEARCH_DEBOUNCE_MS = 300;

type Update = (changes: Record<string, string>) => void;

/**
 * A list's page and filters live in the address (spec 000 §9), replaced rather than pushed. A value that is empty or
 * the default (page 1, and whatever `defaults` names) leaves the address.
 */
export function useListParams(defaults: Record<string, string> = {}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const omitted: Record<string, string> = { page: '1', ...defaults };
  const update: Update = (changes) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && value !== omitted[key]) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const setPage = (to: number) => update({ page: String(to) });
  return { params, page, update, setPage };
}

/**
 * A list's search box: the address's `search`, and the text typed, which goes to the address (back on page 1) once
 * typing pauses. Only typing restarts the wait: the address is read when the text changes and when the wait ends,
 * not watched.
 */
export function useListSearch({ params, update }: { params: URLSearchParams; update: Update }) {
  const search = params.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const isNewSearch = useEffectEvent((text: string) => text !== search);
  const applySearch = useEffectEvent((text: string) => update({ search: text, page: '1' }));
  useEffect(() => {
    const text = searchText.trim();
    if (!isNewSearch(text)) return;
    const timer = setTimeout(() => applySearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  /** empties the box, and drops the search and the named filters from the address */
  const clear = (...filters: string[]) => {
    setSearchText('');
    update({ search: '', page: '1', ...Object.fromEntries(filters.map((filter) => [filter, ''])) });
  };
  return { search, searchText, setSearchText, clear };
}
