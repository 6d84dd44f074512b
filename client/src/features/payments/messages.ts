import { priceMessages } from '@referly/domain';

/** Spec 001 §8's payment settings failures; the success alert is the domain's `priceMessages.alertUpdated`. */
export const paymentSettingsMessages = {
  notFound: priceMessages.notConfigured,
  failLoad: priceMessages.failLoad,
  failUpdate: priceMessages.failUpdate,
} as const;
