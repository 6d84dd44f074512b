import type { Row } from './table.ts';

/** (n) Capacity: how many people one machine serves, one process and two sharing Redis. Being written (issue 16). */
export const benchCapacity = async (_quick: boolean): Promise<Row[]> => {
  throw new Error('(n) is being written (issue 16)');
};
