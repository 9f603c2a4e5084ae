import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authorisedSiteId } from '../data/site-id.ts';
import type { VintageRecord } from './product-records.ts';

/**
 * What admin saves write (docs/decisions.md "Catalogue API", stock): their own fields by UpdateItem,
 * `quantity` only for a stock change, guarded by the stock the admin saw. The commands are caught
 * here; the integration test `functions/test/stock-saves.int.test.ts` runs them with orders.
 */
const send = vi.hoisted(() => vi.fn());
vi.mock('../data/dynamo.ts', () => ({ dynamo: () => ({ send }), tableName: () => 'cellar-test' }));
const { ProductChanged, productRepository, StockChanged } = await import('./product-repository.ts');

const site = authorisedSiteId(1);
const previous = {
  id: 12,
  idProduct: 1,
  quantity: 10,
  order: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
} as VintageRecord;
const fields = {
  year: 2022,
  price: 13.5,
  capacity: 75,
  valid: true,
  updatedAt: '2026-05-06T08:00:00.000Z',
} as Parameters<typeof productRepository.updateVintage>[2];
const cancelledOn = (index: number) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: [0, 1].map((i) => ({ Code: i === index ? 'ConditionalCheckFailed' : 'None' })),
  });

type Update = {
  Key: unknown;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
};
/** The vintage's own action of the transaction sent. */
function vintageAction(): Update {
  const command = send.mock.calls
    .map(([c]) => c)
    .find((c) => c instanceof TransactWriteCommand) as TransactWriteCommand;
  const items = command.input.TransactItems!;
  expect(items[0]!.ConditionCheck).toMatchObject({ Key: { pk: 'SITE#1#PRODUCT#0000000001', sk: 'PRODUCT' } });
  expect(items[1]!.Put).toBeUndefined();
  return items[1]!.Update as unknown as Update;
}
const written = (update: Update) =>
  Object.fromEntries(
    update.UpdateExpression.replace(/^SET /, '')
      .split(', ')
      .map((part) => part.split(' = '))
      .map(([name, value]) => [update.ExpressionAttributeNames[name!], update.ExpressionAttributeValues[value!]]),
  );

// A block body: a function returned by beforeEach would be run as its cleanup.
beforeEach(() => {
  send.mockReset();
});

describe('a vintage save', () => {
  it('is an UpdateItem of its own fields, without quantity, locked on updatedAt', async () => {
    send.mockResolvedValue({});
    await productRepository.updateVintage(site, previous, fields, null, [], []);
    const update = vintageAction();
    expect(update.Key).toEqual({ pk: 'SITE#1#PRODUCT#0000000001', sk: 'VINTAGE#0000000012' });
    expect(written(update)).toEqual({
      year: 2022,
      price: 13.5,
      capacity: 75,
      valid: true,
      updatedAt: '2026-05-06T08:00:00.000Z',
    });
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND updatedAt = :previous');
  });

  it('sets the stock on the condition it is still what the admin saw', async () => {
    send.mockResolvedValue({});
    await productRepository.updateVintage(site, previous, fields, { quantity: 20, expected: 10 }, [], []);
    const update = vintageAction();
    expect(written(update)).toMatchObject({ quantity: 20 });
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND updatedAt = :previous AND #stock = :expected');
    expect(update.ExpressionAttributeNames['#stock']).toBe('quantity');
    expect(update.ExpressionAttributeValues[':expected']).toBe(10);
  });

  it('sets the stock without a guard when no previous stock is given (an API client)', async () => {
    send.mockResolvedValue({});
    await productRepository.updateVintage(site, previous, fields, { quantity: 20, expected: undefined }, [], []);
    expect(vintageAction().ConditionExpression).toBe('attribute_exists(pk) AND updatedAt = :previous');
  });

  it('says the stock changed when orders took bottles since the admin’s load, read consistently', async () => {
    send.mockImplementation(async (command) => {
      if (command instanceof TransactWriteCommand) throw cancelledOn(1);
      if (command instanceof GetCommand) {
        expect(command.input).toMatchObject({
          Key: { pk: 'SITE#1#PRODUCT#0000000001', sk: 'VINTAGE#0000000012' },
          ConsistentRead: true,
        });
        return { Item: { pk: 'x', quantity: 7 } };
      }
      throw new Error('unexpected command');
    });
    await expect(
      productRepository.updateVintage(site, previous, fields, { quantity: 20, expected: 10 }, [], []),
    ).rejects.toBeInstanceOf(StockChanged);
  });

  it('says the vintage changed when its stock is still the one seen (the lock failed), or when the product went away', async () => {
    send.mockImplementation(async (command) => {
      if (command instanceof TransactWriteCommand) throw cancelledOn(1);
      return { Item: { pk: 'x', quantity: 10 } };
    });
    await expect(
      productRepository.updateVintage(site, previous, fields, { quantity: 20, expected: 10 }, [], []),
    ).rejects.toBeInstanceOf(ProductChanged);
    send.mockReset();
    send.mockImplementation(async (command) => {
      if (command instanceof TransactWriteCommand) throw cancelledOn(0);
      throw new Error('no read expected');
    });
    await expect(
      productRepository.updateVintage(site, previous, fields, { quantity: 20, expected: 10 }, [], []),
    ).rejects.toBeInstanceOf(ProductChanged);
  });
});

describe('valid toggles', () => {
  it('write valid and updatedAt only, and answer the vintage as stored (its stock the orders left)', async () => {
    send.mockResolvedValue({
      Attributes: { pk: 'p', sk: 's', type: 'VINTAGE', v: 1, id: 12, idProduct: 1, quantity: 7, valid: false },
    });
    const vintage = await productRepository.setVintageValid(site, previous, false, '2026-05-06T08:00:00.000Z');
    expect(vintage).toMatchObject({ id: 12, quantity: 7, valid: false });
    const command = send.mock.calls[0]![0] as UpdateCommand;
    expect(command).toBeInstanceOf(UpdateCommand);
    expect(written(command.input as unknown as Update)).toEqual({
      valid: false,
      updatedAt: '2026-05-06T08:00:00.000Z',
    });
    expect(command.input.ConditionExpression).toBe('attribute_exists(pk)');
  });

  it('switch a product with valid and updatedAt only; false when it is gone', async () => {
    send.mockResolvedValueOnce({ Attributes: { id: 4 } });
    expect(await productRepository.setValid(site, 4, true, '2026-05-06T08:00:00.000Z')).toBe(true);
    const command = send.mock.calls[0]![0] as UpdateCommand;
    expect(command.input.Key).toEqual({ pk: 'SITE#1#PRODUCT#0000000004', sk: 'PRODUCT' });
    expect(written(command.input as unknown as Update)).toEqual({ valid: true, updatedAt: '2026-05-06T08:00:00.000Z' });
    send.mockRejectedValueOnce(Object.assign(new Error('gone'), { name: 'ConditionalCheckFailedException' }));
    expect(await productRepository.setValid(site, 4, true, '2026-05-06T08:00:00.000Z')).toBe(false);
  });
});
