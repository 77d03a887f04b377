import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DetailError, ValidationErrorBody } from '../../../shared/schemas/common';
import type { AppConfig } from '../../config';
import { text, ValidationFailed } from '../../lib/errors';
import { SANDBOX_CHECKOUT_ID, SANDBOX_WIDGET_PATH, type SandboxProvider, type SandboxWidgetPayment } from '../../lib/payments/sandbox';
import { sandboxWidgetScript } from '../../lib/payments/sandboxWidget';
import { UnknownCheckout } from '../../lib/payments/provider';
import { byIp } from '../../plugins/rateLimit';

const CheckoutId = Type.String({ pattern: SANDBOX_CHECKOUT_ID.source, maxLength: 28 });
const field = (max: number, pattern?: string) => Type.Optional(Type.String({ maxLength: max, ...(pattern ? { pattern } : {}) }));

/** What the widget's form posts, with COPYandPAY's field names (`card.number`, `customer.mobile`, …). */
const WidgetPayment = Type.Object({
  shopperResultUrl: Type.String({ minLength: 1, maxLength: 500 }),
  paymentBrand: Type.Union([
    Type.Literal('MADA'),
    Type.Literal('VISA'),
    Type.Literal('MASTER'),
    Type.Literal('APPLEPAY'),
    Type.Literal('STC_PAY'),
  ]),
  'card.number': field(23, '^[0-9 ]*$'),
  'card.expiryMonth': field(2, '^[0-9]*$'),
  'card.expiryYear': field(4, '^[0-9]*$'),
  'card.cvv': field(4, '^[0-9]*$'),
  'card.holder': field(100),
  'card.expiry': field(7),
  applePay: Type.Optional(Type.Union([Type.Literal('approved'), Type.Literal('cancelled')])),
  'customer.mobile': field(20, '^[0-9+ ]*$'),
  otp: field(8, '^[0-9]*$'),
});
type WidgetPayment = typeof WidgetPayment.static;

/**
 * The sandbox gateway's COPYandPAY stand-in (issue 25 §1), served only when the sandbox is the provider: the widget
 * script and the route its form posts to. Like a gateway's pages they carry no session: the checkout id is the key.
 */
export default async function sandboxWidgetRoutes(
  app: FastifyInstance,
  { provider, config }: { provider: SandboxProvider; config: AppConfig },
) {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  // The widget's form is a plain HTML form post, as COPYandPAY's is.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('onRequest', app.limits({ name: 'sandbox-widget:ip', max: 120, windowSeconds: 60, key: byIp }));

  routes.get(
    SANDBOX_WIDGET_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          "Sandbox only: the COPYandPAY-like payment widget script of a checkout (JavaScript), HyperPay's paymentWidgets.js stand-in",
        querystring: Type.Object({ checkoutId: CheckoutId }),
        response: { 200: Type.String(), 400: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const found = await provider.widgetCheckout(request.query.checkoutId);
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        // Loaded by the original web client from its own origin too.
        .header('cross-origin-resource-policy', 'cross-origin');
      return sandboxWidgetScript(found && { id: request.query.checkoutId, ...found });
    },
  );

  /** Where the shopper may be sent back to: this server's origin, the configured public URL, or a CORS origin. */
  const allowedReturn = (request: FastifyRequest, value: string): string | null => {
    const own = `${request.protocol}://${request.host}`;
    let target: URL;
    try {
      target = new URL(value, own);
    } catch {
      return null;
    }
    const origins = new Set([own, new URL(config.publicUrl).origin, ...config.corsOrigins]);
    return ['http:', 'https:'].includes(target.protocol) && origins.has(target.origin) ? target.href : null;
  };

  routes.post(
    '/sandbox/v1/checkouts/:id/payment',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Sandbox only: the widget pays a checkout and sends the shopper back to shopperResultUrl with id and resourcePath (303), as HyperPay does',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        params: Type.Object({ id: CheckoutId }),
        body: WidgetPayment,
        response: { 303: Type.Null(), 400: ValidationErrorBody, 404: DetailError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const back = allowedReturn(request, body.shopperResultUrl);
      if (!back) throw new ValidationFailed({ shopperResultUrl: [text('payment.returnUrl')] });
      let paid;
      try {
        paid = await provider.payByWidget(request.params.id, paymentOf(body));
      } catch (error) {
        if (error instanceof UnknownCheckout) throw new ValidationFailed({ id: [text('booking.checkoutUnknown')] });
        throw error;
      }
      const target = new URL(back);
      target.searchParams.set('id', request.params.id);
      target.searchParams.set('resourcePath', paid.resourcePath);
      return reply.code(303).header('location', target.href).header('cache-control', 'no-store').send(null);
    },
  );
}

function paymentOf(body: WidgetPayment): SandboxWidgetPayment {
  const brand = body.paymentBrand;
  if (brand === 'APPLEPAY') return { brand, approved: body.applePay === 'approved' };
  if (brand === 'STC_PAY') {
    const mobile = (body['customer.mobile'] ?? '').replace(/\D/g, '');
    if (!/^(9665|05)\d{8}$/.test(mobile)) throw new ValidationFailed({ 'customer.mobile': [text('payment.stcPayMobile')] });
    return { brand, mobile, otp: body.otp ?? '' };
  }
  const number = (body['card.number'] ?? '').replace(/\D/g, '');
  const month = Number(body['card.expiryMonth']);
  const year = Number(body['card.expiryYear']);
  const problems: Record<string, ReturnType<typeof text>[]> = {};
  if (!/^\d{12,19}$/.test(number)) problems['card.number'] = [text('booking.cardNumber')];
  if (!(month >= 1 && month <= 12) || !(year >= 2000)) problems['card.expiryMonth'] = [text('booking.cardExpired')];
  if (!/^\d{3,4}$/.test(body['card.cvv'] ?? '')) problems['card.cvv'] = [text('booking.cvc')];
  if (Object.keys(problems).length) throw new ValidationFailed(problems);
  return {
    brand,
    card: { number, expiryMonth: month, expiryYear: year, cvc: body['card.cvv'] ?? '', holder: (body['card.holder'] ?? '').trim() },
  };
}
