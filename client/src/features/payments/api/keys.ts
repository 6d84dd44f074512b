/** The payments feature's query keys, defined once: every app config read starts with `paymentKeys.all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  config: () => [...paymentKeys.all, 'config', 'payment'] as const,
  timers: () => [...paymentKeys.all, 'config', 'timers'] as const,
};
