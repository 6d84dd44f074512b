import type { Row } from './table.ts';

/** (m) The landing page: JavaScript before the first paint and first contentful paint on a throttled phone. Being written (issue 16). */
export const benchLanding = async (_quick: boolean): Promise<Row[]> => {
  throw new Error('(m) is being written (issue 16)');
};
