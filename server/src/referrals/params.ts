import { referralMessages } from '@referly/domain';
import { z } from 'zod';

/** A request id in a path: an id we make, or nothing found. */
export const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, referralMessages.notFound) });
