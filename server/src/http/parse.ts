import { DomainError } from '@referly/domain';
import type { z } from 'zod';

/** Parses input with a domain schema; a failure names the first broken rule with the spec's message. */
export const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request.';
  throw new DomainError('validation_failed', first, { errors });
};
