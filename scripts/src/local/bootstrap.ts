import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { tableDefinition } from '@cellar/shared/resources/table';
import {
  clientAuthFlows,
  passwordPolicy,
  tokenValiditySeconds,
  userPoolDefinitions,
  type PoolKind,
} from '@cellar/shared/resources/user-pools';

const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const localRegion = 'eu-west-3';

/** Creates the table from the shared definition, the same one the CDK data stack uses. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials: localCredentials });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributeNames = new Set<string>([tableDefinition.partitionKey, tableDefinition.sortKey]);
  for (const gsi of tableDefinition.globalSecondaryIndexes) {
    attributeNames.add(gsi.partitionKey);
    attributeNames.add(gsi.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributeNames].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
    }),
  );
}

export interface PoolIds {
  staffPoolId: string;
  staffClientId: string;
  customerPoolId: string;
  customerClientId: string;
}

/**
 * Creates the two user pools and their app clients from the shared definitions, once: cognito-local
 * invents the ids, so they are kept in a file of the data folder and reused on the next start.
 */
export async function ensurePools(endpoint: string, idsFile: string): Promise<PoolIds> {
  const client = new CognitoIdentityProviderClient({ endpoint, region: localRegion, credentials: localCredentials });
  let kept: PoolIds | undefined;
  if (existsSync(idsFile)) {
    const ids = JSON.parse(await readFile(idsFile, 'utf8')) as PoolIds;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.staffPoolId }));
      const customerPool = await client.send(new DescribeUserPoolCommand({ UserPoolId: ids.customerPoolId }));
      // A customer pool made before issue 7 signs in by e-mail (cognito-local's default then): it
      // held no real customer yet, so it is made again with plain usernames; the staff pool stays.
      if (!customerPool.UserPool?.UsernameAttributes?.includes('email')) return ids;
      kept = ids;
    } catch {
      // The cognito data was wiped: make the pools again.
    }
  }
  const make = async (kind: PoolKind) => {
    const def = userPoolDefinitions[kind];
    const pool = await client.send(
      new CreateUserPoolCommand({
        PoolName: def.name,
        UsernameAttributes: def.emailIsUsername ? ['email'] : [],
        Policies: {
          PasswordPolicy: {
            MinimumLength: passwordPolicy.minLength,
            RequireLowercase: passwordPolicy.requireLowercase,
            RequireUppercase: passwordPolicy.requireUppercase,
            RequireNumbers: passwordPolicy.requireDigits,
            RequireSymbols: passwordPolicy.requireSymbols,
          },
        },
      }),
    );
    const poolId = pool.UserPool?.Id;
    if (!poolId) throw new Error(`cognito-local made no ${kind} pool`);
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientName: def.clientName,
        ExplicitAuthFlows: clientAuthFlows.map((f) => `ALLOW_${f}` as const),
        AccessTokenValidity: tokenValiditySeconds.access,
        IdTokenValidity: tokenValiditySeconds.id,
        RefreshTokenValidity: tokenValiditySeconds.refresh,
        TokenValidityUnits: { AccessToken: 'seconds', IdToken: 'seconds', RefreshToken: 'seconds' },
      }),
    );
    const clientId = app.UserPoolClient?.ClientId;
    if (!clientId) throw new Error(`cognito-local made no ${kind} client`);
    return { poolId, clientId };
  };
  const staff = kept ? { poolId: kept.staffPoolId, clientId: kept.staffClientId } : await make('staff');
  const customer = await make('customer');
  const ids: PoolIds = {
    staffPoolId: staff.poolId,
    staffClientId: staff.clientId,
    customerPoolId: customer.poolId,
    customerClientId: customer.clientId,
  };
  await writeFile(idsFile, JSON.stringify(ids, null, 2));
  return ids;
}
