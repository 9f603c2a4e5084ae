import { BillingProviderError } from '../../adapters/billing/billing-provider.ts';
import { AppError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';

/** The billing provider could not answer (network, its 5xx, our key refused): the admin is told to retry. */
export class BillingUnavailable extends AppError {
  readonly status = 503;
  constructor() {
    super('billing.providerUnavailable');
  }
}

/** A provider's failure becomes 503 with our message (its own words are logged, never answered). */
export async function atProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn('billing provider call failed', { what, kind: error.kind, code: error.code, error: error.message });
    throw new BillingUnavailable();
  }
}
