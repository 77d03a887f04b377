import { PHONE_PATTERN } from '../../../shared/schemas/account';
import { dialNumber, type ResortContactBody } from '../../../shared/schemas/resortContact';
import type { SellerSettingsBody } from '../../../shared/schemas/sellerSettings';
import type { Database } from '../../db/client';
import { resortContact, sellerSettings } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { NotFound, text, type Text, ValidationFailed } from '../../lib/errors';
import { updateVersioned } from '../../lib/versioned';
import { contactWire, sellerWire, type SettingsRepository } from './repository';
import type { Actor } from '../../lib/actor';
import { checkedSeller } from './sellerRules';

/** Trims every field; refuses blanks and a phone that is not one the accounts accept, all fields at once. */
function checked(body: ResortContactBody) {
  const values = {
    phone: body.phone.trim().replace(/\s+/g, ' '),
    email: body.email.trim(),
    address: body.address.trim(),
    address_ar: body.address_ar.trim(),
  };
  const errors: Record<string, Text[]> = {};
  for (const [field, value] of Object.entries(values)) if (value === '') errors[field] = [text('validation.required')];
  if (values.phone !== '' && !PHONE_PATTERN.test(dialNumber(values.phone))) errors.phone = [text('account.invalidPhone')];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
  return values;
}

/** The back office's edit of the resort's contact details: versioned, audited, and then shown everywhere. */
export function createSettingsService(db: Database, repository: SettingsRepository, onSaved: () => void) {
  return {
    async contact() {
      const row = await repository.contact();
      if (!row) throw new NotFound();
      return row;
    },

    async saveContact(body: ResortContactBody, actor: Actor) {
      const values = checked(body);
      const saved = await db.transaction(async (tx) => {
        const { before, after } = await updateVersioned(tx, resortContact, 1, body.version, {
          phone: values.phone,
          email: values.email,
          address: values.address,
          addressAr: values.address_ar,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'content',
          action: 'update',
          entityType: 'resort-contact',
          entityId: null,
          before: contactWire(before),
          after: contactWire(after),
        });
        return contactWire(after);
      });
      onSaved();
      return saved;
    },

    async seller() {
      const row = await repository.seller();
      if (!row) throw new NotFound();
      return row;
    },

    /** New documents name the saved seller; documents already issued keep their own copy. */
    async saveSeller(body: SellerSettingsBody, actor: Actor) {
      const v = checkedSeller(body);
      return db.transaction(async (tx) => {
        const { before, after } = await updateVersioned(tx, sellerSettings, 1, body.version, {
          legalNameAr: v.legal_name_ar,
          legalNameEn: v.legal_name_en,
          vatNumber: v.vat_number,
          crNumber: v.cr_number,
          buildingNumber: v.building_number,
          street: v.street,
          district: v.district,
          city: v.city,
          postalCode: v.postal_code,
          invoicePrefix: v.invoice_prefix,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          area: 'content',
          action: 'update',
          entityType: 'seller-settings',
          entityId: null,
          before: sellerWire(before),
          after: sellerWire(after),
        });
        return sellerWire(after);
      });
    },
  };
}
