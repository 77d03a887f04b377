// Issue 25 §1: how a payment brand reaches HyperPay. HyperPay requires its own entity per acquiring channel: one
// for mada, one for VISA/MASTER, one for Apple Pay and one for STC Pay. The guest chooses the brand; the checkout is
// created on that brand's entity and the COPYandPAY widget is drawn with that entity's brands (`data-brands`).
import type { PaymentBrand } from './constants';

/** The acquiring entity a payment goes through (HYPERPAY_ENTITY_ID_MADA, HYPERPAY_ENTITY_ID, …_APPLEPAY, …_STC_PAY). */
export const PAYMENT_CHANNELS = ['mada', 'card', 'applepay', 'stcpay'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Each brand's channel: VISA and MASTER share the card entity, every other brand has its own. */
export const CHANNEL_OF_BRAND: Record<PaymentBrand, PaymentChannel> = {
  MADA: 'mada',
  VISA: 'card',
  MASTER: 'card',
  APPLEPAY: 'applepay',
  STC_PAY: 'stcpay',
};

/** What the widget's `<form class="paymentWidgets" data-brands="…">` lists for a checkout of this channel. */
export const WIDGET_BRANDS: Record<PaymentChannel, string> = {
  mada: 'MADA',
  card: 'VISA MASTER',
  applepay: 'APPLEPAY',
  stcpay: 'STC_PAY',
};

/** The brands whose widget takes a card number (the others are wallets). */
export const CARD_BRANDS = ['MADA', 'VISA', 'MASTER'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * mada's BINs: the list Saudi Payments (the mada network) publishes, as the Saudi gateways' card SDKs carry it for
 * mada detection (checked against PayTabs' Android SDK and an iOS mada detector; 101 BINs). A mada card also carries a VISA or
 * Mastercard prefix, so mada is checked first; HyperPay routes such a card through the mada entity. When Saudi
 * Payments publishes new BINs, add them here (both the guest's payment screen and the sandbox widget read this list).
 */
// prettier-ignore
export const MADA_BINS: readonly string[] = [
  // 4…
  '400861', '406996', '407197', '407395', '409201', '410621', '410685', '412565', '417633', '419593', '420132',
  '422817', '422818', '422819', '428331', '428671', '428672', '428673', '431361', '432328', '434107', '439954',
  '440533', '440647', '440795', '445564', '446393', '446404', '446672', '455036', '455708', '457865', '457997',
  '458456', '462220', '468540', '468541', '468542', '468543', '474491', '483010', '483011', '483012', '484783',
  '486094', '486095', '486096', '489317', '489318', '489319', '493428',
  // 5…
  '504300', '508160', '513213', '520058', '521076', '524130', '524514', '529415', '529741', '530060', '530906',
  '531095', '531196', '532013', '535825', '535989', '536023', '537767', '539931', '543085', '543357', '549760',
  '554180', '557606', '558563', '558848', '585265', '588845', '588846', '588847', '588848', '588850', '588982',
  '588983', '589005', '589206',
  // 6… and 9…
  '604906', '605141', '636120', '968201', '968202', '968203', '968204', '968205', '968206', '968207', '968208',
  '968209', '968210', '968211',
];

const MADA_BIN_SET = new Set(MADA_BINS);

/** Whether a card number (spaces and dashes allowed) starts with a mada BIN. */
export function isMadaCard(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 6 && MADA_BIN_SET.has(digits.slice(0, 6));
}

/** A card number's brand as the guest types it: mada first (by BIN), then VISA and Mastercard by prefix. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  if (isMadaCard(digits)) return 'MADA';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTER';
  return null;
}

const METHOD_NAMES: Record<string, { en: string; ar: string }> = {
  MADA: { en: 'mada', ar: 'مدى' },
  VISA: { en: 'Visa', ar: 'فيزا' },
  MASTER: { en: 'Mastercard', ar: 'ماستركارد' },
  APPLEPAY: { en: 'Apple Pay', ar: 'Apple Pay' },
  STC_PAY: { en: 'STC Pay', ar: 'STC Pay' },
};

/** A recorded payment brand as receipts and documents name it ("Apple Pay"); an unknown one as it was recorded. */
export function paymentMethodName(brand: string | null | undefined, language: 'en' | 'ar'): string {
  if (!brand) return '';
  return METHOD_NAMES[brand.toUpperCase()]?.[language] ?? brand;
}
