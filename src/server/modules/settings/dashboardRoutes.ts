import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readErrors, writeErrors } from '../../../shared/schemas/dashboard/common';
import { ResortContactBody, StaffResortContact } from '../../../shared/schemas/resortContact';
import { SellerSettingsBody, StaffSellerSettings } from '../../../shared/schemas/sellerSettings';
import { STAFF_SECURITY, staffRoute } from '../../lib/staffRoute';
import { createSettingsRepository } from './repository';
import { createSettingsService } from './service';
import { actorOf } from '../../lib/actor';

/** The back office's "Resort details": the phone, e-mail and address guests see in the footer, e-mails and e-ticket. */
export default async function settingsDashboardRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const settings = createSettingsService(app.db, createSettingsRepository(app.db), () => app.resortContact.invalidate());
  const tags = ['dashboard: settings'];
  const url = '/api/dashboard/settings/contact/';

  routes.get(
    url,
    {
      ...staffRoute(undefined, 'content'),
      schema: {
        tags,
        summary: "The resort's contact details with their version",
        security: STAFF_SECURITY,
        response: { 200: StaffResortContact, ...readErrors },
      },
    },
    () => settings.contact(),
  );

  routes.put(
    url,
    {
      ...staffRoute(undefined, 'content'),
      schema: {
        tags,
        summary: 'Save the resort\'s phone, e-mail and address (both languages); 409 code "stale" when they changed since they were read',
        security: STAFF_SECURITY,
        body: ResortContactBody,
        response: { 200: StaffResortContact, ...writeErrors },
      },
    },
    (request) => settings.saveContact(request.body, actorOf(request)),
  );

  const sellerUrl = '/api/dashboard/settings/seller/';
  routes.get(
    sellerUrl,
    {
      ...staffRoute(undefined, 'finance'),
      schema: {
        tags,
        summary: 'The seller every new tax invoice and credit note names (ZATCA), with its version',
        security: STAFF_SECURITY,
        response: { 200: StaffSellerSettings, ...readErrors },
      },
    },
    () => settings.seller(),
  );

  routes.put(
    sellerUrl,
    {
      ...staffRoute(undefined, 'finance'),
      schema: {
        tags,
        summary:
          'Save the seller\'s legal names, VAT and CR numbers, national address and invoice prefix; documents already issued keep what they said. 409 code "stale" when changed since read',
        security: STAFF_SECURITY,
        body: SellerSettingsBody,
        response: { 200: StaffSellerSettings, ...writeErrors },
      },
    },
    (request) => settings.saveSeller(request.body, actorOf(request)),
  );
}
