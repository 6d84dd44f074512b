import { money } from '../../../lib/format';

/** What credits are worth: one unit of the payment currency each ('USD 100.00' for 100), as the server names it. */
export const creditsWorth = (credits: number, currency: string): string => money(credits * 100, currency);
