import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AddressTypeView } from '@cellar/shared/shipping/addresses';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys } from '../data/keys.ts';
import { authorisedSiteId, defaultsSiteId, type SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

/**
 * An address type of a site (`TYPE#<id>` of `SITE#<id>#ADDRESS_TYPE`); site 0's are the defaults (the view's
 * `isDefault`). Its `type` is the code (`CLICK_AND_COLLECT`), stored as `code` and reserved in its site by a
 * `CODE#<type>` item.
 */
export type AddressTypeRecord = Omit<AddressTypeView, 'isDefault'> & { createdAt: string; updatedAt: string };

/** The site already has a type with this code. */
export class AddressTypeTaken extends Error {}
/** The type changed (or went away) between our read and our write. */
export class AddressTypeChanged extends Error {}

function strip(item: Record<string, unknown>): AddressTypeRecord {
  const { pk: _pk, sk: _sk, type: _entity, v: _v, code, ...rest } = item;
  return { ...(rest as Omit<AddressTypeRecord, 'type'>), type: String(code) };
}

/**
 * The item's `type` attribute is its entity (as every item's); the address type's own code is
 * stored as `code`.
 */
function typeItem(site: SiteId, record: AddressTypeRecord) {
  const { type: code, ...rest } = record;
  return { ...keys.addressType(site, record.id), type: entityTypes.addressType, v: 1, code, ...rest };
}

const defaults = authorisedSiteId(defaultsSiteId);

/** The only code that reads and writes address types. */
export const addressTypeRepository = {
  /** Ids come from one counter (site 0's) for every site, so a default and a site's own type never share an id. */
  nextId: () => nextId(keys.siteCounter(defaults, 'ADDRESS_TYPE')),

  /** The types of one site (site 0: the defaults): one Query. */
  async ofSite(site: SiteId): Promise<AddressTypeRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.addressTypePartition(site), {
      skPrefix: keys.addressTypeSkPrefix(),
    });
    return items.map(strip);
  },

  /** The defaults (site 0) and the site's own types: two Queries (one for site 0 itself). */
  async visible(site: SiteId): Promise<{ defaults: AddressTypeRecord[]; own: AddressTypeRecord[] }> {
    if (site === defaultsSiteId) return { defaults: await this.ofSite(site), own: [] };
    const [fromDefaults, own] = await Promise.all([this.ofSite(defaults), this.ofSite(site)]);
    return { defaults: fromDefaults, own };
  },

  async get(site: SiteId, id: number): Promise<AddressTypeRecord | null> {
    const answer = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: keys.addressType(site, id), ConsistentRead: true }),
    );
    return answer.Item ? strip(answer.Item) : null;
  },

  /** A default (site 0) by id, for a site that sees it. */
  getDefault(id: number): Promise<AddressTypeRecord | null> {
    return this.get(defaults, id);
  },

  /** A new type and the reservation of its code in the site, together. */
  async create(site: SiteId, record: AddressTypeRecord): Promise<void> {
    const table = tableName();
    try {
      await transactWrite([
        { Put: { TableName: table, Item: typeItem(site, record), ConditionExpression: 'attribute_not_exists(pk)' } },
        {
          Put: {
            TableName: table,
            Item: {
              ...keys.addressTypeCode(site, record.type),
              type: entityTypes.addressTypeCode,
              v: 1,
              idAddressType: record.id,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed)
        throw error.index === 1 ? new AddressTypeTaken() : new AddressTypeChanged();
      throw error;
    }
  },

  /** Saves a type read at `previous.updatedAt` (its code never changes). */
  async update(site: SiteId, previous: AddressTypeRecord, next: AddressTypeRecord): Promise<void> {
    try {
      await transactWrite([
        {
          Put: {
            TableName: tableName(),
            Item: typeItem(site, next),
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
            ExpressionAttributeValues: { ':previous': previous.updatedAt },
          },
        },
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed) throw new AddressTypeChanged();
      throw error;
    }
  },
};
