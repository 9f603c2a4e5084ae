import { GetCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  componentJsonSchema,
  isComponentSlug,
  type ComponentSlug,
  type ComponentView,
} from '@cellar/shared/pages/components';
import { batchGet } from '../data/batch-get.ts';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A component of the super-admin's catalogue (`COMPONENTS` / `COMPONENT#<id>`): the view without its JSON Schema. */
export type ComponentRecord = Omit<ComponentView, 'configSchema'> & { createdAt: string; updatedAt: string };

/** Another component holds the slug. */
export class ComponentSlugTaken extends Error {}
/** The component changed (or went away) between our read and our write. */
export class ComponentChanged extends Error {}

function stored(item: Record<string, unknown>): ComponentRecord | null {
  const { pk: _pk, sk: _sk, type: _type, v: _v, ...rest } = item;
  const record = rest as unknown as ComponentRecord;
  // A slug whose renderer was removed from the code names nothing any more: such a component is left out.
  return isComponentSlug(String(record.slug)) ? record : null;
}

const present = (record: ComponentRecord | null): record is ComponentRecord => record !== null;

/** The component as answered: its record with the JSON Schema of its renderer's configuration. */
export function componentView(record: ComponentRecord): ComponentView {
  const { createdAt: _c, updatedAt: _u, ...view } = record;
  return { ...view, configSchema: componentJsonSchema(record.slug) };
}

function componentItem(record: ComponentRecord) {
  return { ...keys.component(record.id), type: entityTypes.component, v: 1, ...record };
}

function slugItem(slug: ComponentSlug, id: number) {
  return { ...keys.uniqueComponentSlug(slug), type: entityTypes.uniqueComponentSlug, v: 1, idComponent: id };
}

/** The only code that reads and writes the catalogue of components (a few items: one partition). */
export const componentRepository = {
  nextId: () => nextId(keys.componentCounter()),

  /** Every component, in id order: one Query. */
  async all(): Promise<ComponentRecord[]> {
    return (await queryPartition<Record<string, unknown>>(keys.componentPartition())).map(stored).filter(present);
  },

  async get(id: number): Promise<ComponentRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.component(id), ConsistentRead: true }),
    );
    return answer.Item ? stored(answer.Item) : null;
  },

  /** These components that exist (BatchGet; unknown ids absent). */
  async getMany(ids: readonly number[]): Promise<ComponentRecord[]> {
    const items = await batchGet(ids.map((id) => keys.component(id)));
    return items.map(stored).filter(present);
  },

  /** Creates the component and reserves its slug, both or neither. */
  async create(record: ComponentRecord): Promise<void> {
    const table = tableName();
    try {
      await transactWrite([
        { Put: { TableName: table, Item: componentItem(record), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: table,
            Item: slugItem(record.slug, record.id),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (error.index === 1) throw new ComponentSlugTaken();
      throw new ComponentChanged();
    }
  },

  /** Replaces `previous` (as read) by `next`, moving the slug's reservation when it changes. */
  async update(previous: ComponentRecord, next: ComponentRecord): Promise<void> {
    const table = tableName();
    const items: TransactItem[] = [
      {
        Put: {
          TableName: table,
          Item: componentItem(next),
          ConditionExpression: 'updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      },
    ];
    if (previous.slug !== next.slug)
      items.push(
        {
          Put: {
            TableName: table,
            Item: slugItem(next.slug, next.id),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Delete: { TableName: table, Key: keys.uniqueComponentSlug(previous.slug) } },
      );
    try {
      await transactWrite(items);
    } catch (error) {
      if (!(error instanceof TransactionConditionFailed)) throw error;
      if (error.index === 1) throw new ComponentSlugTaken();
      throw new ComponentChanged();
    }
  },
};
