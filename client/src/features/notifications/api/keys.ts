/** The notifications feature's query keys: every read of the bell starts with `notificationKeys.all`. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (limit: number) => [...notificationKeys.all, 'list', limit] as const,
};
