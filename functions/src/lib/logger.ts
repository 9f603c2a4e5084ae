import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The route group a Lambda serves: the API stack sets POWERTOOLS_SERVICE_NAME per Lambda. Locally one
 * process serves every group (each line's `function_name` names it).
 */
export const serviceName = process.env.POWERTOOLS_SERVICE_NAME || 'cellar-local';

/**
 * One JSON line per log call (docs/observability.md). Its level is LOG_LEVEL, read at cold start; the
 * pipeline adds `requestId` and `site` to every line of a request, `injectLambdaContext` the Lambda's.
 */
export const logger = new Logger({ serviceName });

/** Sets the level from LOG_LEVEL as env.ts validated it (Powertools' `setLogLevel` takes upper case only). */
export function setLogLevel(level: 'debug' | 'info' | 'warn' | 'error' | 'silent'): void {
  logger.setLogLevel(level.toUpperCase() as Uppercase<typeof level>);
}
