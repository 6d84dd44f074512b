import { resumeReviewMessages } from '@referly/domain';
import { z } from 'zod';

/** A review id in a path: an id we make, or nothing found. */
export const reviewIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, resumeReviewMessages.notFound) });
