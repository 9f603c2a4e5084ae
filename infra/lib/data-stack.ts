/**
 * Stateful resources: the single DynamoDB table, the private media bucket and the two Cognito
 * user pools (staff, shop customers). Everything here is RETAINed: deleting the stack never
 * deletes data. Shapes come from `shared/src/resources/*` so the local bootstrap builds the same.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import {
  AccountRecovery,
  type AuthFlow,
  FeaturePlan,
  UserPool,
  UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
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

export interface DataStackProps extends StackProps {
  readonly stage: Stage;
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

    this.mediaBucket = new Bucket(this, 'MediaBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

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

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
    new CfnOutput(this, 'StaffUserPoolId', { value: this.userPools.staff.pool.userPoolId });
    new CfnOutput(this, 'StaffUserPoolClientId', { value: this.userPools.staff.client.userPoolClientId });
    new CfnOutput(this, 'CustomerUserPoolId', { value: this.userPools.customer.pool.userPoolId });
    new CfnOutput(this, 'CustomerUserPoolClientId', {
      value: this.userPools.customer.client.userPoolClientId,
    });
  }
}
