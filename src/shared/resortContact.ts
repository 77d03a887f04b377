import type { Language } from './constants';

/**
 * How to reach the resort: the one source for the site's footer and every e-mail's footer (and the
 * e-ticket). The back office has no settings screen for these yet; when it gets one, this becomes its
 * default and the readers below stay as they are.
 */
export const RESORT_CONTACT = {
  /** E.164, for tel: links and WhatsApp. */
  phone: '+966123456789',
  /** As people write it: grouped, always left to right (wrap it in <bdi dir="ltr">). */
  phoneDisplay: '+966 12 345 6789',
  email: 'reservations@kenresort.sa',
  whatsapp: 'https://wa.me/966123456789',
  address: {
    en: 'Ken Resort, north of Umluj, Tabuk Province, Saudi Arabia',
    ar: 'منتجع كِن، شمال أملج، منطقة تبوك، المملكة العربية السعودية',
  } satisfies Record<Language, string>,
} as const;

export const resortPhoneHref = `tel:${RESORT_CONTACT.phone}`;
export const resortEmailHref = `mailto:${RESORT_CONTACT.email}`;
