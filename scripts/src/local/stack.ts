import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { mediaBucketDefinition } from '@cellar/shared/resources/media-bucket';
import { forgetEnvironment } from '@cellar/functions/local/local-reset';
import { stopChild } from './child.ts';
import { ensurePools, ensureTable, localRegion, type PoolIds } from './bootstrap.ts';
import { startCognitoLocal } from './cognito-local.ts';
import { startDynamoDbLocal } from './dynamodb-local.ts';
import { createGateway, listen } from './gateway.ts';
import { startS3Local } from './s3-local.ts';

export interface StackPorts {
  api: number;
  dynamodb: number;
  s3: number;
  cognito: number;
}

export interface StackOptions {
  dataDir: string;
  ports: StackPorts;
  /** Wipe the data folder first. */
  reset?: boolean;
  onOutput?: (line: string) => void;
  logLevel?: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** The storefront's address (the live-edit preview's link, the mails' links), when it is known before the start. */
  storeWebUrl?: string;
  /** The built storefront the prerender renders with (default `web-store/dist`; the e2e serves a copy). */
  storeDistDir?: string;
  /** The pause before a failed workflow task's retry (tests: a few ms; otherwise the ASL's backoff). */
  workflowRetryMs?: number;
}

export interface RunningStack {
  apiUrl: string;
  ports: StackPorts;
  pools: PoolIds;
  /** The environment the functions run with, also set on this process. */
  env: Record<string, string>;
  outboxDir: string;
  stop(): Promise<void>;
}

export const tableName = 'cellar-local';
/** The storefront's releases and their pointers (in AWS: the storefront's bucket and the CloudFront KeyValueStore). */
export const releasesBucket = 'cellar-local-releases';
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Brings up every local part (DynamoDB Local, s3rver, cognito-local, the gateway), creates the
 * table, bucket and pools from the shared definitions, and sets the functions' environment.
 * `stop` ends every child, whatever state the start reached.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const dataDir = resolve(options.dataDir);
  if (options.reset) await rm(dataDir, { recursive: true, force: true });
  const children: ChildProcess[] = [];
  const stops: (() => Promise<void>)[] = [];
  let gateway: Server | undefined;
  const stop = async () => {
    if (gateway) await new Promise<void>((r) => gateway!.close(() => r()));
    gateway?.closeAllConnections?.();
    await Promise.allSettled([...children.map((c) => stopChild(c)), ...stops.map((s) => s())]);
  };
  try {
    const { ports } = options;
    const [dynamo, cognito, s3] = await Promise.all([
      startDynamoDbLocal({ port: ports.dynamodb, dbDir: join(dataDir, 'dynamodb'), onOutput: options.onOutput }).then(
        (c) => (children.push(c), c),
      ),
      startCognitoLocal({ port: ports.cognito, dir: join(dataDir, 'cognito'), onOutput: options.onOutput }).then(
        (c) => (children.push(c), c),
      ),
      startS3Local({
        port: ports.s3,
        dir: join(dataDir, 's3'),
        buckets: [mediaBucketDefinition.localName, releasesBucket],
      }).then((s) => (stops.push(s.stop), s)),
    ]);
    void dynamo;
    void cognito;
    void s3;
    const dynamoEndpoint = `http://127.0.0.1:${ports.dynamodb}`;
    const cognitoEndpoint = `http://127.0.0.1:${ports.cognito}`;
    await ensureTable(dynamoEndpoint, tableName);
    const pools = await ensurePools(cognitoEndpoint, join(dataDir, 'pools.json'));
    const outboxDir = join(dataDir, 'outbox');
    const env: Record<string, string> = {
      STAGE: 'local',
      AWS_REGION: localRegion,
      TABLE_NAME: tableName,
      MEDIA_BUCKET: mediaBucketDefinition.localName,
      STAFF_POOL_ID: pools.staffPoolId,
      STAFF_CLIENT_ID: pools.staffClientId,
      CUSTOMER_POOL_ID: pools.customerPoolId,
      CUSTOMER_CLIENT_ID: pools.customerClientId,
      DYNAMODB_ENDPOINT: dynamoEndpoint,
      S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
      COGNITO_ENDPOINT: cognitoEndpoint,
      AUTH_MODE: 'local',
      MAIL_ADAPTER: 'outbox',
      // Carrier partners answer locally (plausible relays and prices), never over the network.
      CARRIER_ADAPTERS: 'local',
      OUTBOX_DIR: outboxDir,
      MEDIA_BASE_URL: `http://127.0.0.1:${ports.api}/media`,
      LOG_LEVEL: options.logLevel ?? 'info',
      // Powertools (docs/observability.md): no X-Ray here, and business metrics stay off the console.
      POWERTOOLS_TRACE_ENABLED: 'false',
      POWERTOOLS_METRICS_DISABLED: 'true',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      // Workflows (docs/workflows.md): the ASL files run in this process; releases in their own local bucket, the
      // prerender reading the site through this gateway and rendering with the storefront's build on disk.
      WORKFLOW_ADAPTER: 'local',
      RELEASES_BUCKET: releasesBucket,
      RELEASE_POINTERS: 's3',
      API_URL: `http://127.0.0.1:${ports.api}`,
      STORE_DIST_DIR: options.storeDistDir ?? join(repoRoot, 'web-store', 'dist'),
      ...(options.storeWebUrl ? { STORE_WEB_URL: options.storeWebUrl } : {}),
      ...(options.workflowRetryMs === undefined ? {} : { WORKFLOW_RETRY_MS: String(options.workflowRetryMs) }),
    };
    Object.assign(process.env, env);
    forgetEnvironment();
    gateway = createGateway({ mediaOrigin: `http://127.0.0.1:${ports.s3}/${mediaBucketDefinition.localName}` });
    await listen(gateway, ports.api);
    return { apiUrl: `http://127.0.0.1:${ports.api}`, ports, pools, env, outboxDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
