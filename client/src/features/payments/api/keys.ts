/** The payments feature's query keys, defined once: every price read starts with `paymentKeys.all`. */
export const paymentKeys = {
  all: ['payments'] as const,
  config: () => [...paymentKeys.all, 'config', 'payment'] as const,
};
