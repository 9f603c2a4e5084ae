import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { PoolKind } from '@cellar/shared/resources/user-pools';
import type { Stage, StageConfig } from './stage.ts';

/**
 * What every one of our Lambdas reads from its environment (functions/src/lib/env.ts validates it at cold start),
 * shared by the API's route groups and the workflows' task Lambda; each stack adds its own.
 */
export function lambdaBaseEnvironment(props: {
  stage: Stage;
  config: StageConfig;
  table: ITableV2;
  mediaBucket: IBucket;
  userPools: Record<PoolKind, { pool: IUserPool; client: IUserPoolClient }>;
}): Record<string, string> {
  const { stage, config, table, mediaBucket, userPools } = props;
  return {
    STAGE: stage,
    TABLE_NAME: table.tableName,
    MEDIA_BUCKET: mediaBucket.bucketName,
    STAFF_POOL_ID: userPools.staff.pool.userPoolId,
    STAFF_CLIENT_ID: userPools.staff.client.userPoolClientId,
    CUSTOMER_POOL_ID: userPools.customer.pool.userPoolId,
    CUSTOMER_CLIENT_ID: userPools.customer.client.userPoolClientId,
    // Real Cognito tokens only; the *_ENDPOINT variables (local stand-ins) are never set here.
    AUTH_MODE: 'cognito',
    MAIL_ADAPTER: 'ses',
    MAIL_FROM: config.mailFrom,
    ADMIN_WEB_URL: config.adminWebUrl,
    STORE_WEB_URL: config.storeWebUrl,
    // Media are served by CloudFront under /media/* on each site's own domain (the prerendered HTML links them so).
    MEDIA_BASE_URL: '/media',
    LOG_LEVEL: config.logLevel,
    NODE_OPTIONS: '--enable-source-maps',
  };
}
