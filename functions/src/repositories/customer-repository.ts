import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CustomerView } from '@cellar/shared/validation/customer';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

/**
 * A shop customer of one site (docs/data-model.md "Customers"): the profile its view shows (`role` is the view's
 * alone), its site, the Cognito `sub` of its tokens and the customer pool's username it signs in with
 * (`<idSite>#<email>`, decided at registration and never changed).
 */
export type Customer = Omit<CustomerView, 'role'> & {
  idSite: number;
  sub: string;
  username: string;
  /** When the sales conditions were accepted (registration). */
  salesConditionsAcceptedAt: string;
};

/** The e-mail is already the one of another customer of the site. */
export class CustomerEmailTaken extends Error {}
/** The customer changed (or went) between our read and our write. */
export class CustomerChanged extends Error {}

function strip(item: Record<string, unknown>): Customer {
  const { pk: _pk, sk: _sk, type: _t, v: _v, ...rest } = item;
  return rest as unknown as Customer;
}

const customerItem = (site: SiteId, c: Customer) => ({
  ...keys.customer(site, c.sub),
  type: entityTypes.customer,
  v: 1,
  ...c,
});
const emailItem = (site: SiteId, c: Customer) => ({
  ...keys.customerEmail(site, c.email),
  type: entityTypes.customerEmail,
  v: 1,
  sub: c.sub,
  idCustomer: c.id,
});
const idItem = (site: SiteId, c: Customer) => ({
  ...keys.customerId(site, c.id),
  type: entityTypes.customerId,
  v: 1,
  sub: c.sub,
});

export const customerRepository = {
  nextId: (site: SiteId) => nextId(keys.siteCounter(site, 'CUSTOMER')),

  /** The customer a token belongs to: one strongly consistent GetItem. */
  async bySub(site: SiteId, sub: string): Promise<Customer | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.customer(site, sub), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  async byEmail(site: SiteId, email: string): Promise<Customer | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.customerEmail(site, email), ConsistentRead: true }),
    );
    const sub = answer.Item?.sub;
    return typeof sub === 'string' ? this.bySub(site, sub) : null;
  },

  async byId(site: SiteId, id: number): Promise<Customer | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.customerId(site, id), ConsistentRead: true }),
    );
    const sub = answer.Item?.sub;
    return typeof sub === 'string' ? this.bySub(site, sub) : null;
  },

  /** Every customer of the site (one Query of its partition, under `SUB#`). */
  async listOfSite(site: SiteId): Promise<Customer[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.customerPartition(site), {
      skPrefix: keys.customerSkPrefix(),
    });
    return items.map(strip).sort((a, b) => a.id - b.id);
  },

  /** The customer, its e-mail in the site and its id, all or nothing. */
  async create(site: SiteId, customer: Customer): Promise<void> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: emailItem(site, customer),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: customerItem(site, customer),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        {
          Put: {
            TableName: tableName(),
            Item: idItem(site, customer),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.index === 0) throw new CustomerEmailTaken();
      throw error;
    }
  },

  /**
   * Writes a changed customer; moves the e-mail reservation when the e-mail changed.
   * `previous.updatedAt` guards against a concurrent change (optimistic lock).
   */
  async save(site: SiteId, previous: Customer, next: Customer): Promise<void> {
    const table = tableName();
    const emailChanged = previous.email !== next.email;
    const items: Parameters<typeof transactWrite>[0] = [
      {
        Put: {
          TableName: table,
          Item: customerItem(site, next),
          ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
          ExpressionAttributeValues: { ':previous': previous.updatedAt },
        },
      },
    ];
    if (emailChanged) {
      items.push(
        { Put: { TableName: table, Item: emailItem(site, next), ConditionExpression: 'attribute_not_exists(pk)' } },
        { Delete: { TableName: table, Key: keys.customerEmail(site, previous.email) } },
      );
    }
    try {
      await transactWrite(items);
    } catch (error) {
      if (error instanceof TransactionConditionFailed && error.index === 1) throw new CustomerEmailTaken();
      if (error instanceof TransactionConditionFailed) throw new CustomerChanged();
      throw error;
    }
  },

  /** Deletes the customer, its e-mail reservation and its id. */
  async delete(site: SiteId, customer: Customer): Promise<void> {
    const table = tableName();
    try {
      await transactWrite([
        {
          Delete: {
            TableName: table,
            Key: keys.customer(site, customer.sub),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        { Delete: { TableName: table, Key: keys.customerEmail(site, customer.email) } },
        { Delete: { TableName: table, Key: keys.customerId(site, customer.id) } },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new CustomerChanged();
      throw error;
    }
  },
};
