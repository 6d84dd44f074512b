import type { LiveHandlers } from '../../lib/socket';
import { paymentKeys } from './api/keys';

/** An open price page follows a price or a request timer another admin sets (AppConfigChanged, pushed to the `admin` room). */
export const paymentsLive: LiveHandlers = {
  invalidates: { AppConfigChanged: [paymentKeys.all] },
};
