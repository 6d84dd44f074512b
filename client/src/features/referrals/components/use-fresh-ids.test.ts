import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { settledIds, useFreshIds } from './use-fresh-ids';

const open = (ids: string[] | undefined, scope: string) =>
  renderHook(({ ids: shown, scope: where }) => [...useFreshIds(shown, where)], { initialProps: { ids, scope } });

describe('the rows a live change brought into an open list', () => {
  it('highlights nothing on the first load, then only the row that arrived', () => {
    const list = open(['r1', 'r2'], 'all:1');
    expect(list.result.current).toEqual([]);
    list.rerender({ ids: ['r3', 'r1', 'r2'], scope: 'all:1' });
    expect(list.result.current).toEqual(['r3']);
  });

  it('counts nothing as arrived on another tab or page, nor while the placeholder of the last page shows', () => {
    const list = open(['r1', 'r2'], 'all:1');
    // the next page's query shows the previous rows as a placeholder: no ids until its own rows are there
    list.rerender({ ids: settledIds({ isSuccess: true, isPlaceholderData: true }, [{ id: 'r1' }, { id: 'r2' }]), scope: 'all:2' });
    list.rerender({ ids: settledIds({ isSuccess: true, isPlaceholderData: false }, [{ id: 'r7' }, { id: 'r8' }]), scope: 'all:2' });
    expect(list.result.current).toEqual([]);
    list.rerender({ ids: ['r9', 'r7', 'r8'], scope: 'all:2' });
    expect(list.result.current).toEqual(['r9']);
  });

  it('reads no rows from a query that failed or is still loading', () => {
    expect(settledIds({ isSuccess: false, isPlaceholderData: false }, [{ id: 'r1' }])).toBeUndefined();
    expect(settledIds({ isSuccess: true, isPlaceholderData: false }, [{ id: 'r1' }])).toEqual(['r1']);
  });
});
