import type { FastifyInstance } from 'fastify';
import { PAYMENT_BRANDS } from '../../../shared/constants';
import { CHANNEL_OF_BRAND } from '../../../shared/paymentBrands';
import { PublicConfig } from '../../../shared/schemas/config';
import type { AppConfig } from '../../config';

/**
 * GET /api/config/: the installation's public settings, so one build of the web app serves every
 * deployment (Google sign-in only when a client ID is configured; the payment form of the provider in use).
 */
export default async function configRoutes(app: FastifyInstance, { config }: { config: AppConfig }) {
  // The brands the guest may choose from (issue 25 §1): every one in the sandbox; with HyperPay, those whose entity is set.
  const channels = config.paymentProvider === 'hyperpay' && config.hyperpay ? config.hyperpay.entityIds : null;
  const body: PublicConfig = {
    google_client_id: config.googleClientId ?? null,
    payment_provider: config.paymentProvider,
    payment_brands: PAYMENT_BRANDS.filter((brand) => !channels || !!channels[CHANNEL_OF_BRAND[brand]]),
    currency: 'SAR',
    vat_rate: config.vatRate,
    time_zone: config.timeZone,
    cancel_full_refund_hours: config.cancelFullRefundHours,
  };
  app.get(
    '/api/config/',
    { schema: { tags: ['config'], summary: 'Public settings of this installation', response: { 200: PublicConfig } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
}
