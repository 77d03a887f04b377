import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { createHyperPayProvider } from './hyperpay';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox';

/** The configured gateway; the sandbox keeps its state in the app's database (its own tables). */
export function createPaymentProvider(config: AppConfig, db: Database): PaymentProvider {
  if (config.paymentProvider === 'hyperpay' && config.hyperpay) return createHyperPayProvider(config.hyperpay);
  return createSandboxProvider(config.jwtSecret, db);
}
