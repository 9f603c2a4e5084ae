import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env.ts';
import { tracer } from '../lib/tracer.ts';
import { countCall } from './call-count.ts';

let client: DynamoDBDocumentClient | undefined;

/** One document client per container, reused across invocations. */
export function dynamo(): DynamoDBDocumentClient {
  if (!client) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
    // Each command a subsegment of the trace (AWS only: a no-op where tracing is off).
    const base = tracer.captureAWSv3Client(
      new DynamoDBClient({
        region: AWS_REGION,
        ...(DYNAMODB_ENDPOINT
          ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
          : {}),
      }),
    );
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
    // Each request's log line says how many commands it sent (a product page: one Query).
    client.middlewareStack.add(
      (next, context) => (args) => {
        countCall(context.commandName ?? 'unknown');
        return next(args);
      },
      { step: 'initialize', name: 'cellarCallCount' },
    );
  }
  return client;
}

export function tableName(): string {
  return env().TABLE_NAME;
}

export function resetDynamoClient(): void {
  client = undefined;
}
