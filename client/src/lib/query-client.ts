import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** A 4xx will answer the same way again; only network trouble and 5xx deserve one more try. */
export const shouldRetry = (failureCount: number, error: unknown) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // spec 001 §7: data stays fresh for 5 minutes; live events invalidate sooner
      queries: { staleTime: 5 * 60 * 1000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
