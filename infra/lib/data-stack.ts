/**
 * Stateful resources: the single DynamoDB table, the private media bucket and the two Cognito
 * user pools (staff, shop customers). Everything here is RETAINed: deleting the stack never
 * deletes data. Shapes come from `shared/src/resources/*` so the local bootstrap builds the same.
 * Also what the later stacks share and must not form a cycle over, this stack deploying first: the
 * release pointers (a CloudFront KeyValueStore, each storefront host → its served release), read by
 * the storefront's function (web) and written by the API (a rollback, a stopped live edit) and the
 * workflows (a publication); and the stage's alarm topic (alarms.ts), which holds no data and goes
 * with the stack.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { KeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { mediaBucketDefinition } from '@cellar/shared/resources/media-bucket';
import { NagSuppressions } from './nag.ts';
import { AccountRecovery, type AuthFlow, FeaturePlan, UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { tableDefinition } from '@cellar/shared/resources/table';
import {
  clientAuthFlows,
  passwordPolicy,
  type PoolKind,
  tokenValiditySeconds,
  userPoolDefinitions,
} from '@cellar/shared/resources/user-pools';
import type { Stage } from './stage.ts';
import { AlarmTopic, tableThrottleAlarm } from './alarms.ts';

export interface DataStackProps extends StackProps {
  readonly stage: Stage;
  /** Origins of the admin site, which POSTs large images straight to the media bucket (presigned). */
  readonly uploadOrigins?: readonly string[];
  /** Subscribed by e-mail to the alarm topic (the stage configuration's `alarmEmails`). */
  readonly alarmEmails?: readonly string[];
}

/**
 * How each flow of `clientAuthFlows` is switched on in CDK. Typed over the shared list, so a
 * flow added there without a mapping here fails to compile. CDK adds ALLOW_REFRESH_TOKEN_AUTH
 * itself whenever any flow is enabled.
 */
const authFlowProps: Record<(typeof clientAuthFlows)[number], AuthFlow> = {
  USER_PASSWORD_AUTH: { userPassword: true },
  ADMIN_USER_PASSWORD_AUTH: { adminUserPassword: true },
  REFRESH_TOKEN_AUTH: {},
};

export class DataStack extends Stack {
  readonly table: TableV2;
  readonly mediaBucket: Bucket;
  readonly userPools: Record<PoolKind, { pool: UserPool; client: UserPoolClient }>;
  /** Where every alarm of the stage sends (alarms.ts). */
  readonly alarmTopic: Topic;
  /**
   * The release pointers (shared/src/workflows/releases.ts): key a host, `site-<id>` or `preview-<id>-<token>`, value
   * the served release's prefix `releases/<idSite>/<releaseId>` in the storefront's bucket.
   */
  readonly releasePointers: KeyValueStore;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { stage } = props;

    this.table = new TableV2(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      })),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Server access logs of the media bucket (who read or changed which object).
    const logsBucket = new Bucket(this, 'MediaLogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.mediaBucket = new Bucket(this, 'MediaBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'media/',
      // Presigned POST uploads not claimed by a save are forgotten (docs/decisions.md).
      lifecycleRules: [
        {
          id: 'ForgetUnclaimedUploads',
          prefix: mediaBucketDefinition.uploadsPrefix,
          expiration: Duration.days(mediaBucketDefinition.uploadsExpireDays),
        },
      ],
      // The admin site posts images too large for a Lambda body straight here (presigned POST).
      cors: props.uploadOrigins?.length
        ? [
            {
              allowedMethods: [HttpMethods.POST],
              allowedOrigins: [...props.uploadOrigins],
              allowedHeaders: ['*'],
              maxAge: 3000,
            },
          ]
        : undefined,
    });
    // The sites serve media under /media/* through CloudFront with Origin Access Control. The web
    // stack's distributions cannot be named here (the web stack depends on this one: naming them
    // would be a cycle), so reading is granted to CloudFront on behalf of this account's
    // distributions only, objects only, GetObject only.
    this.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsMedia',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
    // Files only a site's admins may read (product templates) live under the private prefix, and
    // presigned uploads wait unchecked under the uploads prefix: no distribution may serve either
    // under /media/*, whatever the statement above grows into. The API reads them with its own role
    // (templates after the admin check; uploads to check and move them).
    this.mediaBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontNeverReadsPrivateFiles',
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [
          this.mediaBucket.arnForObjects(`${mediaBucketDefinition.privatePrefix}*`),
          this.mediaBucket.arnForObjects(`${mediaBucketDefinition.uploadsPrefix}*`),
        ],
      }),
    );

    const authFlows: AuthFlow = Object.assign({}, ...clientAuthFlows.map((flow) => authFlowProps[flow]));

    const makePool = (kind: PoolKind, id: string) => {
      const definition = userPoolDefinitions[kind];
      const pool = new UserPool(this, `${id}UserPool`, {
        userPoolName: `${definition.name}-${stage}`,
        signInAliases: definition.emailIsUsername ? { email: true } : { username: true },
        // Staff are invited by admins; customers register through our API (POST /register).
        selfSignUpEnabled: false,
        // We send our own password-reset mails.
        accountRecovery: AccountRecovery.NONE,
        passwordPolicy: {
          minLength: passwordPolicy.minLength,
          requireLowercase: passwordPolicy.requireLowercase,
          requireUppercase: passwordPolicy.requireUppercase,
          requireDigits: passwordPolicy.requireDigits,
          requireSymbols: passwordPolicy.requireSymbols,
        },
        // No managed login, token customisation or threat protection needed: the cheapest plan.
        featurePlan: FeaturePlan.LITE,
        deletionProtection: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      const client = new UserPoolClient(this, `${id}UserPoolClient`, {
        userPool: pool,
        userPoolClientName: `${definition.clientName}-${stage}`,
        generateSecret: false,
        authFlows,
        // The SPAs sign in with USER_PASSWORD_AUTH; no hosted UI / OAuth flows.
        disableOAuth: true,
        accessTokenValidity: Duration.seconds(tokenValiditySeconds.access),
        idTokenValidity: Duration.seconds(tokenValiditySeconds.id),
        refreshTokenValidity: Duration.seconds(tokenValiditySeconds.refresh),
      });
      return { pool, client };
    };

    this.userPools = {
      staff: makePool('staff', 'Staff'),
      customer: makePool('customer', 'Customer'),
    };

    NagSuppressions.addResourceSuppressions(
      [this.userPools.staff.pool, this.userPools.customer.pool],
      [
        {
          id: 'AwsSolutions-COG1',
          reason:
            "The password rule is the spec's (6 characters or more, shared/src/resources/user-pools.ts), enforced the same by the forms, the API and cognito-local.",
        },
        {
          id: 'AwsSolutions-COG2',
          reason:
            'The spec signs staff and shoppers in with e-mail and password (USER_PASSWORD_AUTH through our own screens); MFA is not part of it yet.',
        },
        {
          id: 'AwsSolutions-COG8',
          reason:
            'LITE on purpose: we need no managed login, token customisation or threat protection (sign-in goes through our own screens and API), and Plus is billed per monthly active user.',
        },
      ],
    );

    // Not in the web stack beside the function that reads it: the API writes it too, and deploys before the web stack.
    this.releasePointers = new KeyValueStore(this, 'ReleasePointers', {
      comment: `Cellar ${stage}: each storefront host's served release`,
    });
    // What every site serves: lost, each site would have to be published again.
    this.releasePointers.applyRemovalPolicy(RemovalPolicy.RETAIN);

    this.alarmTopic = new AlarmTopic(this, 'Alarms', { stage, emails: props.alarmEmails ?? [] }).topic;
    tableThrottleAlarm(
      this,
      this.alarmTopic,
      stage,
      this.table,
      tableDefinition.globalSecondaryIndexes.map((index) => index.indexName),
    );

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
    new CfnOutput(this, 'StaffUserPoolId', { value: this.userPools.staff.pool.userPoolId });
    new CfnOutput(this, 'StaffUserPoolClientId', { value: this.userPools.staff.client.userPoolClientId });
    new CfnOutput(this, 'CustomerUserPoolId', { value: this.userPools.customer.pool.userPoolId });
    new CfnOutput(this, 'CustomerUserPoolClientId', {
      value: this.userPools.customer.client.userPoolClientId,
    });
    new CfnOutput(this, 'ReleasePointersArn', { value: this.releasePointers.keyValueStoreArn });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: this.alarmTopic.topicArn,
      description: "The stage's alarm topic: subscribe to it to hear of the alarms",
    });
  }
}
