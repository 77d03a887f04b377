import type { AppConfig } from '../../config';
import { createHyperPayProvider } from './hyperpay';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'hyperpay' && config.hyperpay) return createHyperPayProvider(config.hyperpay);
  return createSandboxProvider(config.jwtSecret);
}
