import { Tracer } from '@aws-lambda-powertools/tracer';
import { serviceName } from './logger.ts';

/**
 * X-Ray, in AWS only (the Lambdas' active tracing): a subsegment per AWS SDK call (the clients are
 * captured where they are built) and per outgoing `fetch` (S3, Stripe, the carriers). Powertools turns
 * it off outside a Lambda and wherever POWERTOOLS_TRACE_ENABLED is false (the local stack).
 */
export const tracer = new Tracer({ serviceName });
