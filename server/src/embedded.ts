import type { Config } from '@referly/infra/config';
import { startReferly, type Referly } from './start.ts';

/** Everything in one process, as `npm start` runs it (used by the e2e harness and the bench). */
export const startEmbedded = (config: Config): Promise<Referly> => startReferly(config);
