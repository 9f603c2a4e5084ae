import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PoolKind } from '@cellar/shared/resources/user-pools';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';

export interface ResetToken {
  pool: PoolKind;
  sub: string;
  /** The customer pool's username (`<idSite>#<email>`): customers are set by it, staff by their `sub`. */
  username?: string;
  /** Epoch seconds; past it the token is refused even if DynamoDB's TTL has not removed it yet. */
  expiresAt: number;
}

/** Only the hash of the secret is stored: a leaked table does not leak working reset links. */
export const resetTokenRepository = {
  async put(tokenHash: string, token: ResetToken): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.resetToken(tokenHash), type: entityTypes.resetToken, v: 1, ...token },
      }),
    );
  },

  /** Reads and deletes the token in one step, so a link works once. */
  async take(tokenHash: string): Promise<ResetToken | null> {
    const answer = await dynamo().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.resetToken(tokenHash), ReturnValues: 'ALL_OLD' }),
    );
    const item = answer.Attributes;
    return item
      ? {
          pool: item.pool,
          sub: item.sub,
          expiresAt: item.expiresAt,
          ...(typeof item.username === 'string' ? { username: item.username } : {}),
        }
      : null;
  },

  async exists(tokenHash: string): Promise<boolean> {
    const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: keys.resetToken(tokenHash) }));
    return Boolean(answer.Item);
  },
};
