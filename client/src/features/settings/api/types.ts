export type { Profile } from '../../../lib/profile';

export type Envelope<T> = { statusCode?: number; message?: string; data: T };
