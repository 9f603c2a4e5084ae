import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { env } from './env.ts';
import { logger, setLogLevel } from './logger.ts';
import { metrics } from './metrics.ts';
import { tracer } from './tracer.ts';

/**
 * Powertools' middy middlewares, first in every Lambda's chain (docs/observability.md): the Lambda's
 * context on each log line and the keys an invocation appended cleared after it, its metrics flushed,
 * its trace. A middleware of ours that answers early calls `cleanupMiddlewares` so these still end it.
 */
export function observedInvocation() {
  return [
    injectLambdaContext(logger, { resetKeys: true }),
    // It puts the level back to the one the logger was built with (debug sampling, unused here); the local
    // stack may set LOG_LEVEL after building it (forgetEnvironment), so the validated level is set again.
    { before: () => setLogLevel(env().LOG_LEVEL) },
    logMetrics(metrics()),
    // Answers hold personal data (addresses, tokens): they stay out of the traces.
    captureLambdaHandler(tracer, { captureResponse: false }),
  ];
}
