import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '@cellar/shared/resources/table';
import { passwordPolicy, tokenValiditySeconds } from '@cellar/shared/resources/user-pools';
import { DataStack } from '../lib/data-stack.ts';
import { nagErrors, testApp } from './support.ts';

let stack: DataStack;
let template: Template;

beforeAll(() => {
  // cdk.json's context (feature flags), so the test synthesizes what `cdk synth` does.
  const app = testApp({ nag: true });
  stack = new DataStack(app, 'cellar-test-data', {
    stage: 'dev',
    uploadOrigins: ['https://admin.dev.cellar.example'],
    alarmEmails: ['ops@cellar.example', 'dev@cellar.example'],
  });
  template = Template.fromStack(stack);
});

const unitSeconds: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };

/** A client's token lifetime in seconds, whatever unit CDK chose to write it in. */
function validitySeconds(client: Record<string, any>, token: 'AccessToken' | 'IdToken' | 'RefreshToken'): number {
  const value = client.Properties[`${token}Validity`] as number;
  // Cognito's defaults when TokenValidityUnits is absent: hours for access/id, days for refresh.
  const unit = client.Properties.TokenValidityUnits?.[token] ?? (token === 'RefreshToken' ? 'days' : 'hours');
  const factor = unitSeconds[unit];
  if (factor === undefined) throw new Error(`unknown token validity unit ${unit}`);
  return value * factor;
}

describe('data stack', () => {
  it('keeps the table safe: point-in-time recovery, deletion protection, retained', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        Replicas: [
          Match.objectLike({
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
            DeletionProtectionEnabled: true,
          }),
        ],
      }),
    });
  });

  it('gives the table the two generic GSIs with every attribute projected, and the TTL attribute', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      GlobalSecondaryIndexes: [
        {
          IndexName: 'gsi1',
          KeySchema: [
            { AttributeName: 'gsi1pk', KeyType: 'HASH' },
            { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
        {
          IndexName: 'gsi2',
          KeySchema: [
            { AttributeName: 'gsi2pk', KeyType: 'HASH' },
            { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
    });
    // The stack follows the shared definition (the local bootstrap builds the same table).
    expect(tableDefinition.globalSecondaryIndexes.map((index) => index.indexName)).toEqual(['gsi1', 'gsi2']);
    expect(tableDefinition.timeToLiveAttribute).toBe('expiresAt');
  });

  it('keeps the media bucket private, encrypted and reachable over TLS only', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('logs access to the media bucket into a private log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: {
        DestinationBucketName: { Ref: Match.stringLikeRegexp('^MediaLogsBucket') },
        LogFilePrefix: 'media/',
      },
    });
  });

  it('forgets presigned uploads nobody claimed after a day, and takes them only from the admin site', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' })]),
      },
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['https://admin.dev.cellar.example'] }),
        ],
      },
    });
  });

  it("lets CloudFront read media objects for this account's distributions only (OAC), and nothing else", () => {
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as any[]);
    const cloudFront = statements.filter(
      (statement) => statement.Principal?.Service === 'cloudfront.amazonaws.com' && statement.Effect === 'Allow',
    );
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]).toMatchObject({
      Effect: 'Allow',
      Action: 's3:GetObject',
      Condition: {
        StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } },
        ArnLike: {
          'AWS:SourceArn': {
            'Fn::Join': [
              '',
              ['arn:', { Ref: 'AWS::Partition' }, ':cloudfront::', { Ref: 'AWS::AccountId' }, ':distribution/*'],
            ],
          },
        },
      },
    });
    expect(JSON.stringify(cloudFront[0].Resource)).toMatch(/MediaBucket.*\/\*/);
  });

  it('never lets CloudFront serve the private files (product templates) nor unchecked uploads under /media/*', () => {
    const statements = Object.values(template.findResources('AWS::S3::BucketPolicy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as any[],
    );
    const denied = statements.filter(
      (statement) => statement.Principal?.Service === 'cloudfront.amazonaws.com' && statement.Effect === 'Deny',
    );
    expect(denied).toHaveLength(1);
    expect(denied[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(denied[0].Resource)).toMatch(/MediaBucket.*\/private\/\*/);
    expect(JSON.stringify(denied[0].Resource)).toMatch(/MediaBucket.*\/uploads\/\*/);
  });

  it('passes the cdk-nag AwsSolutions checks: no unsuppressed error', () => {
    expect(nagErrors(stack)).toEqual([]);
  });

  it('creates a staff pool (e-mail as username) and a customer pool (site-scoped usernames): no self sign-up, password of 6+', () => {
    const pools = Object.values(template.findResources('AWS::Cognito::UserPool'));
    expect(pools).toHaveLength(2);
    for (const pool of pools) {
      expect(pool.DeletionPolicy).toBe('Retain');
      const staff = pool.Properties.UserPoolName.startsWith('cellar-staff');
      expect(pool.Properties.UsernameAttributes).toEqual(staff ? ['email'] : undefined);
      expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
      expect(pool.Properties.AccountRecoverySetting.RecoveryMechanisms).toEqual([{ Name: 'admin_only', Priority: 1 }]);
      expect(pool.Properties.Policies.PasswordPolicy.MinimumLength).toBe(6);
      expect(passwordPolicy.minLength).toBe(6);
    }
    expect(pools.map((pool) => pool.Properties.UserPoolName).sort()).toEqual([
      'cellar-customers-dev',
      'cellar-staff-dev',
    ]);
  });

  it('lets both SPA clients sign in with USER_PASSWORD_AUTH, without a secret, for 1-day tokens', () => {
    const clients = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(clients).toHaveLength(2);
    for (const client of clients) {
      expect(client.Properties.ExplicitAuthFlows).toEqual(
        expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      );
      expect(client.Properties.GenerateSecret).toBe(false);
      expect(client.Properties.AllowedOAuthFlowsUserPoolClient ?? false).toBe(false);
      expect(validitySeconds(client, 'AccessToken')).toBe(86_400);
      expect(validitySeconds(client, 'IdToken')).toBe(86_400);
      expect(validitySeconds(client, 'RefreshToken')).toBe(tokenValiditySeconds.refresh);
    }
    expect(tokenValiditySeconds.access).toBe(86_400);
  });

  it('outputs what the other stacks and the deploy scripts need', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining([
        'TableName',
        'MediaBucketName',
        'StaffUserPoolId',
        'StaffUserPoolClientId',
        'CustomerUserPoolId',
        'CustomerUserPoolClientId',
        'ReleasePointersArn',
        'AlarmTopicArn',
      ]),
    );
  });

  it('keeps the release pointers (which release each host serves) when the stack goes', () => {
    template.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
    template.hasResource('AWS::CloudFront::KeyValueStore', { DeletionPolicy: 'Retain' });
  });

  it("subscribes the stage's alarm addresses by e-mail to its encrypted alarm topic", () => {
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'cellar-dev-alarms',
      KmsMasterKeyId: Match.anyValue(),
    });
    const subscriptions = Object.values(template.findResources('AWS::SNS::Subscription')).map(
      (subscription) => subscription.Properties,
    );
    expect(subscriptions.map((subscription) => [subscription.Protocol, subscription.Endpoint]).sort()).toEqual([
      ['email', 'dev@cellar.example'],
      ['email', 'ops@cellar.example'],
    ]);
    // Without addresses the topic and its alarms exist all the same.
    const bare = new DataStack(testApp(), 'cellar-test-bare-data', { stage: 'dev' });
    const bareTemplate = Template.fromStack(bare);
    bareTemplate.resourceCountIs('AWS::SNS::Topic', 1);
    bareTemplate.resourceCountIs('AWS::SNS::Subscription', 0);
    bareTemplate.resourceCountIs('AWS::CloudWatch::Alarm', 1);
  });
});
