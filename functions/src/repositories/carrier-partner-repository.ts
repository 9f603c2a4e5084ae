import { GetCommand, PutCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type {
  ChronopostProductInput,
  ChronopostProductView,
  MondialRelayInput,
  MondialRelayView,
  VignobleExportView,
} from '@cellar/shared/shipping/partners';
import { queryPartition } from '../data/collection.ts';
import { nextId } from '../data/counters.ts';
import { dynamo, tableName } from '../data/dynamo.ts';
import { entityTypes, keys, type Key } from '../data/keys.ts';
import { referenceUpdates, type Reference } from '../data/references.ts';
import type { SiteId } from '../data/site-id.ts';
import { transactWrite, TransactionConditionFailed } from '../data/transactions.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The site's Vignoble Export settings (`PARTNER#VIGNOBLE_EXPORT`): the API key itself, stored to call the partner
 * (the view only masks it); each of `boxes` is counted in the `uses` of the site's choice of that global box.
 */
export type VignobleExportRecord = Omit<VignobleExportView, 'apiKeyMasked'> & { apiKey: string };

/**
 * The site's Mondial Relay settings (`PARTNER#MONDIAL_RELAY`): the private key itself (the view only masks it and
 * tells `active` from the item being there); the insurance level as the rules checked it.
 */
export type MondialRelayRecord = Omit<MondialRelayView, 'active' | 'privateKeyMasked' | 'insuranceLevel'> &
  Pick<MondialRelayInput, 'insuranceLevel'> & { privateKey: string };

/**
 * A Chronopost product the site offers (`CHRONOPOST#<id>`), its code reserved by `CHRONOPOST_CODE#<code>`: the
 * fields the rules give (what the view adds comes from the catalogue).
 */
export type ChronopostProductRecord = ChronopostProductInput &
  Pick<ChronopostProductView, 'id' | 'createdAt' | 'updatedAt'>;

/** The settings or the product changed (or went away) between our read and our write. */
export class PartnerChanged extends Error {}
/** Another product of the site has this Chronopost product code. */
export class ChronopostCodeTaken extends Error {}
/** A box the settings name is not one the site can use (its own, or a global box it chose). */
export class PartnerBoxUnknown extends Error {}

const meta = new Set(['pk', 'sk', 'type', 'v']);
function strip<T>(item: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !meta.has(name))) as T;
}

/**
 * The partner ships in global boxes: it names the site's choice of each (`keys.chosenGlobalBox`, as
 * carriers do), so a box it ships in cannot be un-chosen, nor (chosen) deleted by a super-admin.
 */
function boxReferences(site: SiteId, boxes: readonly number[]): Reference[] {
  return [...new Set(boxes)].map((id) => ({
    key: keys.chosenGlobalBox(site, id),
    field: 'boxes',
    message: 'partner.boxNotChosen',
  }));
}

/** Put an item read at `previous` (optimistic lock on `updatedAt`), or a new one. */
function putAction(key: Key, type: string, record: object, previous: { updatedAt: string } | null): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...key, type, v: 1, ...record },
      ...(previous
        ? {
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
            ExpressionAttributeValues: { ':previous': previous.updatedAt },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
}

async function get<T>(key: Key): Promise<T | null> {
  const answer = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return answer.Item ? strip<T>(answer.Item) : null;
}

/** The only code that reads and writes the carrier partners' settings and the Chronopost products. */
export const carrierPartnerRepository = {
  vignobleExport: (site: SiteId) => get<VignobleExportRecord>(keys.carrierPartner(site, 'VIGNOBLE_EXPORT')),

  /**
   * Saves the settings read at `previous` (null: none yet) and moves the `uses` of the boxes they
   * stop and start naming, in one transaction: a box that is not the site's fails on `boxes`.
   */
  async saveVignobleExport(
    site: SiteId,
    previous: VignobleExportRecord | null,
    next: VignobleExportRecord,
  ): Promise<void> {
    const references = referenceUpdates(boxReferences(site, previous?.boxes ?? []), boxReferences(site, next.boxes));
    try {
      await transactWrite([
        putAction(keys.carrierPartner(site, 'VIGNOBLE_EXPORT'), entityTypes.carrierPartner, next, previous),
        ...references.actions,
      ]);
    } catch (error) {
      if (error instanceof TransactionConditionFailed)
        throw error.index === 0 ? new PartnerChanged() : new PartnerBoxUnknown();
      throw error;
    }
  },

  mondialRelay: (site: SiteId) => get<MondialRelayRecord>(keys.carrierPartner(site, 'MONDIAL_RELAY')),

  async saveMondialRelay(site: SiteId, previous: MondialRelayRecord | null, next: MondialRelayRecord): Promise<void> {
    const { Put } = putAction(keys.carrierPartner(site, 'MONDIAL_RELAY'), entityTypes.carrierPartner, next, previous);
    try {
      await dynamo().send(new PutCommand(Put!));
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') throw new PartnerChanged();
      throw error;
    }
  },

  nextChronopostProductId: (site: SiteId) => nextId(keys.siteCounter(site, 'CHRONOPOST_PRODUCT')),

  /** The site's Chronopost products: one Query of its partner partition. */
  async chronopostProducts(site: SiteId): Promise<ChronopostProductRecord[]> {
    const items = await queryPartition<Record<string, unknown>>(keys.carrierPartnerPartition(site), {
      skPrefix: keys.chronopostProductSkPrefix(),
    });
    return items
      .filter((item) => item.type === entityTypes.chronopostProduct)
      .map((item) => strip<ChronopostProductRecord>(item));
  },

  chronopostProduct: (site: SiteId, id: number) => get<ChronopostProductRecord>(keys.chronopostProduct(site, id)),

  /** A new product and the reservation of its code, together. */
  async createChronopostProduct(site: SiteId, product: ChronopostProductRecord): Promise<void> {
    await writeProduct(
      [
        putAction(keys.chronopostProduct(site, product.id), entityTypes.chronopostProduct, product, null),
        reserveCode(site, product),
      ],
      1,
    );
  },

  /** Saves a product read at `previous`; a new code is reserved and the old one freed, together. */
  async updateChronopostProduct(
    site: SiteId,
    previous: ChronopostProductRecord,
    next: ChronopostProductRecord,
  ): Promise<void> {
    const actions = [putAction(keys.chronopostProduct(site, next.id), entityTypes.chronopostProduct, next, previous)];
    if (previous.productCode !== next.productCode) actions.push(reserveCode(site, next), freeCode(site, previous));
    await writeProduct(actions, 1);
  },

  /** Deletes a product read at `previous`, and frees its code. */
  async deleteChronopostProduct(site: SiteId, previous: ChronopostProductRecord): Promise<void> {
    await writeProduct(
      [
        {
          Delete: {
            TableName: tableName(),
            Key: keys.chronopostProduct(site, previous.id),
            ConditionExpression: 'attribute_exists(pk) AND updatedAt = :previous',
            ExpressionAttributeValues: { ':previous': previous.updatedAt },
          },
        },
        freeCode(site, previous),
      ],
      null,
    );
  },
};

function reserveCode(site: SiteId, product: ChronopostProductRecord): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.chronopostProductCode(site, product.productCode),
        type: entityTypes.chronopostProductCode,
        v: 1,
        idProduct: product.id,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR idProduct = :id',
      ExpressionAttributeValues: { ':id': product.id },
    },
  };
}

function freeCode(site: SiteId, product: ChronopostProductRecord): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: keys.chronopostProductCode(site, product.productCode),
      ConditionExpression: 'attribute_not_exists(pk) OR idProduct = :id',
      ExpressionAttributeValues: { ':id': product.id },
    },
  };
}

/** The product is action 0; a failed code reservation (action `reservation`) means another product holds the code. */
async function writeProduct(actions: TransactItem[], reservation: number | null): Promise<void> {
  try {
    await transactWrite(actions);
  } catch (error) {
    if (error instanceof TransactionConditionFailed)
      throw error.index === reservation ? new ChronopostCodeTaken() : new PartnerChanged();
    throw error;
  }
}
