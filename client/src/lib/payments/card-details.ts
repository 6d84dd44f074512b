import { paymentMessages } from '@referly/domain';

/** The plain card form's values, as typed. */
export type CardValues = { cardNumber: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<keyof CardValues, string>>;
export type CardDetails = { cardNumber: string; expMonth: number; expYear: number; cvc: string; name: string };

// the test provider's own words (docs/API.md, Payments), so the form and the provider say the same thing
const wrongNumber = 'Your card number is incorrect.';
const wrongCvc = "Your card's security code is invalid.";
export const expiryFormat = 'Enter the expiry date as MM/YY.';

const digits = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' as '4242 4242 4242 4242' while typing. */
export const formatCardNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' as '12/30' while typing; a single month digit above 1 is read as 0N. */
export const formatExpiry = (value: string) => {
  const typed = digits(value).slice(0, 4);
  const padded = typed.length === 1 && Number(typed) > 1 ? `0${typed}` : typed;
  return padded.length > 2 ? `${padded.slice(0, 2)}/${padded.slice(2)}` : padded;
};

/** The card as the provider wants it, or what is wrong with each field. Expiry in the past is the provider's to refuse. */
export const readCard = (values: CardValues): { card: CardDetails } | { errors: CardErrors } => {
  const errors: CardErrors = {};
  const number = digits(values.cardNumber);
  if (!number) errors.cardNumber = paymentMessages.cardRequired;
  else if (number.length < 12 || number.length > 19) errors.cardNumber = wrongNumber;

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  const expMonth = expiry ? Number(expiry[1]) : 0;
  if (!values.expiry.trim()) errors.expiry = paymentMessages.cardRequired;
  else if (!expiry || expMonth < 1 || expMonth > 12) errors.expiry = expiryFormat;

  const cvc = values.cvc.trim();
  if (!cvc) errors.cvc = paymentMessages.cardRequired;
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = wrongCvc;

  if (Object.keys(errors).length > 0 || !expiry) return { errors };
  return { card: { cardNumber: number, expMonth, expYear: 2000 + Number(expiry[2]), cvc, name: values.name.trim() } };
};
