import { Type, type Static } from '@sinclair/typebox';
import { Version } from './dashboard/common';

/** How long each field of the resort's contact details may be (the database's columns have the same sizes). */
export const RESORT_CONTACT_LIMITS = { phone: 20, email: 254, address: 300 } as const;

const fields = {
  /** As people write it (grouped); the tel: link takes out spaces and hyphens. */
  phone: Type.String({ maxLength: RESORT_CONTACT_LIMITS.phone }),
  email: Type.String({ format: 'email', maxLength: RESORT_CONTACT_LIMITS.email }),
  address: Type.String({ maxLength: RESORT_CONTACT_LIMITS.address }),
  address_ar: Type.String({ maxLength: RESORT_CONTACT_LIMITS.address }),
};

/** GET /api/settings/contact/: the site's footer, every e-mail's footer and the e-ticket show these. */
export const ResortContact = Type.Object(fields);
export type ResortContact = Static<typeof ResortContact>;

/** The back office's read: the same with the version an edit sends back. */
export const StaffResortContact = Type.Object({ ...fields, version: Version });
export type StaffResortContact = Static<typeof StaffResortContact>;

export const ResortContactBody = Type.Object({ ...fields, version: Version }, { additionalProperties: false });
export type ResortContactBody = Static<typeof ResortContactBody>;

// The contact links live apart from the schemas, so the site's footer does not bring the schema library with it.
export { dialNumber, emailHref, phoneHref, whatsappHref } from '../contactLinks';
