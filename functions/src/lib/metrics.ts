import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger, serviceName } from './logger.ts';

/** CloudWatch namespace of every business metric (docs/observability.md "Metrics"). */
const metricsNamespace = 'Cellar';

let instance: Metrics | undefined;

/**
 * The Lambda's metrics, flushed as one Embedded Metric Format line per invocation (`observedInvocation`). Built on
 * first use, not at import: Powertools reads POWERTOOLS_METRICS_DISABLED then, and the local stack sets it after its
 * scripts may have loaded this module.
 */
export function metrics(): Metrics {
  instance ??= new Metrics({
    namespace: metricsNamespace,
    // The only dimension, one series per Lambda: sites, orders and jobs are metadata (a dimension makes a series each).
    serviceName,
    logger: {
      debug: (message: string) => logger.debug(message),
      info: (message: string) => logger.info(message),
      // Flushing an invocation without a business event (most requests) is no news.
      warn: (message: string) =>
        message.startsWith('No application metrics to publish') ? logger.debug(message) : logger.warn(message),
      error: (message: string) => logger.error(message),
    },
  });
  return instance;
}

function count(name: string, metadata: Record<string, string | number>): void {
  const all = metrics();
  all.addMetric(name, MetricUnit.Count, 1);
  for (const [key, value] of Object.entries(metadata)) all.addMetadata(key, String(value));
}

/** A new order was placed (never its idempotent replay). */
export function recordOrderPlaced(site: number, order: { number: string; payment: { method: string } }): void {
  count('OrderPlaced', { site, order: order.number, paymentMethod: order.payment.method });
}

/** The provider declined an order's card payment (recorded FAILED on the order). */
export function recordPaymentFailed(site: number, order: string, reason: string): void {
  count('PaymentFailed', { site, order, reason });
}

/** A job (a scheduled task today, Step Functions jobs later) ended in an error. */
export function recordJobFailed(job: string): void {
  count('JobFailed', { job });
}
