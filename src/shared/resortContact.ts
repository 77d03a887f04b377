import type { ResortContact } from './schemas/resortContact';

/**
 * The resort's contact details as first installed: migration 0030 seeds the back office's settings with these
 * (a test keeps the two the same). Everything shown to guests reads the settings (GET /api/settings/contact/);
 * the server falls back on these only when the settings cannot be read while an e-mail goes out.
 */
export const DEFAULT_RESORT_CONTACT: ResortContact = {
  phone: '+966 12 345 6789',
  email: 'reservations@kenresort.sa',
  address: 'Ken Resort, north of Umluj, Tabuk Province, Saudi Arabia',
  address_ar: 'منتجع كِن، شمال أملج، منطقة تبوك، المملكة العربية السعودية',
};
