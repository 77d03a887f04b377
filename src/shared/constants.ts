// Constants both the web app and the API server rely on.

export const ROLES = ['guest', 'supplier', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type SupplierStatus = 'pending' | 'approved' | 'rejected';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The exact texts of the contract's session-ending 401 answers. */
export const SESSION_ERRORS = {
  invalidToken: 'Given token not valid for any token type',
  accessExpired: 'Token has expired',
  passwordChanged: 'Token expired',
  userNotFound: 'User not found',
  refreshInvalid: 'invalid token',
} as const;

export const SESSION_ENDING_MESSAGES: readonly string[] = Object.values(SESSION_ERRORS);

/**
 * The payment brands the resort takes, as HyperPay names them (cards, then the wallets): what the payment widget
 * offers and a checkout may ask for (src/shared/paymentBrands.ts routes each to its entity). A payment keeps its
 * brand (the ledger shows it lower case: "mada", "applepay", "stc_pay").
 */
export const PAYMENT_BRANDS = ['MADA', 'VISA', 'MASTER', 'APPLEPAY', 'STC_PAY'] as const;
export type PaymentBrand = (typeof PAYMENT_BRANDS)[number];

export const PAGE_SIZE_DEFAULT = 12;
export const PAGE_SIZE_MAX = 50;

export const INTERNAL_ERROR_DETAIL = 'Internal server error';

/** How long an e-mailed one-time code lasts: the server's rule, the e-mail's wording and the code screen's. */
export const CODE_LIFETIME_MINUTES = 5;
