// Card input helpers for the sandbox card form: masks, brand detection and checks before sending.
import { onlyDigits } from '../../../ui/form/digits';

export type CardBrand = 'MADA' | 'VISA' | 'MASTER';

export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holder: string;
}

// Common mada BINs (Saudi debit cards carry a Visa or Mastercard prefix too, so mada is checked first).
const MADA_BINS = [
  '440533',
  '440647',
  '440795',
  '446393',
  '446404',
  '446672',
  '457865',
  '457997',
  '474491',
  '484783',
  '486094',
  '486095',
  '486096',
  '504300',
  '508160',
  '521076',
  '529415',
  '535825',
  '535989',
  '536023',
  '537767',
  '543085',
  '543357',
  '549760',
  '554180',
  '557606',
  '558848',
  '585265',
  '588845',
  '588846',
  '588847',
  '588848',
  '588849',
  '588850',
  '588851',
  '588982',
  '588983',
  '589005',
  '589206',
  '604906',
  '605141',
  '636120',
  '968201',
  '968202',
  '968203',
  '968204',
  '968205',
  '968206',
  '968207',
  '968208',
  '968209',
  '968210',
  '968211',
];

export function detectBrand(value: string): CardBrand | null {
  const digits = onlyDigits(value);
  if (digits.length >= 6 && MADA_BINS.includes(digits.slice(0, 6))) return 'MADA';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTER';
  return null;
}

/** "4111111111111111" → "4111 1111 1111 1111" (at most 19 digits). */
export const maskCardNumber = (value: string) =>
  onlyDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" → "12/30"; a first digit above 1 is a month on its own ("4" → "04/"). */
export function maskExpiry(value: string, previous = ''): string {
  let digits = onlyDigits(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the slash deletes the month's last digit with it.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

export const maskCvc = (value: string) => onlyDigits(value).slice(0, 4);

export function luhnValid(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'holder';
export type CardProblems = Partial<Record<CardField, 'required' | 'invalid' | 'past'>>;

/** Checks what can be checked here; the gateway has the last word. */
export function checkCard(form: { number: string; expiry: string; cvc: string; holder: string }, now = new Date()): CardProblems {
  const problems: CardProblems = {};
  if (!onlyDigits(form.number)) problems.number = 'required';
  else if (!luhnValid(form.number)) problems.number = 'invalid';
  const match = /^(\d{2})\/(\d{2})$/.exec(form.expiry);
  if (!form.expiry) problems.expiry = 'required';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) problems.expiry = 'invalid';
  else {
    const year = 2000 + Number(match[2]);
    const month = Number(match[1]);
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) problems.expiry = 'past';
  }
  if (!form.cvc) problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(form.cvc)) problems.cvc = 'invalid';
  if (!form.holder.trim()) problems.holder = 'required';
  return problems;
}

export function toCardDetails(form: { number: string; expiry: string; cvc: string; holder: string }): CardDetails {
  const [month, year] = form.expiry.split('/');
  return {
    number: onlyDigits(form.number),
    expiryMonth: Number(month),
    expiryYear: 2000 + Number(year),
    cvc: form.cvc,
    holder: form.holder.trim(),
  };
}
