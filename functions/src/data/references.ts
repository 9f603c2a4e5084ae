import { DeleteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './dynamo.ts';
import type { Key } from './keys.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * An item another item names (a product its grapes, a box its bottles). Each referenced item keeps a
 * count `uses` of who names it, changed in the same transaction as the item that names it: the
 * reference is checked to exist at that moment (else the transaction fails on `field`), and a used
 * item refuses its own deletion (`uses <= 0` condition) — without ever scanning who uses it.
 */
export interface Reference {
  key: Key;
  /** The field of the request that names it, and the message key when it is not there. */
  field: string;
  message: string;
  /** Further condition on the referenced item (a box may only hold products that are no box). */
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  /**
   * The count moved, `uses` unless told: a product counts the discounts naming it apart
   * (`discountUses`), so a refused deletion can say which holds it.
   */
  counter?: string;
}

export interface ReferenceUpdates {
  actions: TransactItem[];
  /** The request field and message of each action, in order. */
  failures: Array<{ field: string; message: string }>;
}

const keyId = (ref: Reference): string => `${ref.key.pk}|${ref.key.sk}|${ref.counter ?? 'uses'}`;

/** The `uses` changes from one set of references to another: one action per item whose count moves. */
export function referenceUpdates(before: readonly Reference[], after: readonly Reference[]): ReferenceUpdates {
  const deltas = new Map<string, { ref: Reference; delta: number }>();
  for (const ref of before) {
    const entry = deltas.get(keyId(ref)) ?? { ref, delta: 0 };
    entry.delta -= 1;
    deltas.set(keyId(ref), entry);
  }
  for (const ref of after) {
    const entry = deltas.get(keyId(ref));
    // The added reference's field and condition win: that is what the request asked.
    deltas.set(keyId(ref), { ref, delta: (entry?.delta ?? 0) + 1 });
  }
  const actions: TransactItem[] = [];
  const failures: ReferenceUpdates['failures'] = [];
  for (const { ref, delta } of deltas.values()) {
    if (delta === 0) continue;
    const extra = delta > 0 && ref.condition ? ref.condition : undefined;
    actions.push({
      Update: {
        TableName: tableName(),
        Key: ref.key,
        UpdateExpression: 'ADD #uses :delta',
        ConditionExpression: extra ? `attribute_exists(pk) AND (${extra.expression})` : 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#uses': ref.counter ?? 'uses', ...extra?.names },
        ExpressionAttributeValues: { ':delta': delta, ...extra?.values },
      },
    });
    failures.push({ field: ref.field, message: ref.message });
  }
  return { actions, failures };
}

/** The item is still named by others (`uses > 0`), or gone. */
export class ItemInUse extends Error {}

/** Deletes an item nobody names: the condition `uses <= 0` is checked with the delete itself. */
export async function deleteUnused(key: Key): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#uses) OR #uses <= :zero)',
        ExpressionAttributeNames: { '#uses': 'uses' },
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new ItemInUse();
    throw error;
  }
}
