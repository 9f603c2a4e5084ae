import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authorisedSiteId } from '../data/site-id.ts';

/**
 * How a site's deletion reads and deletes its items (docs/site-lifecycle.md), the commands caught here; the
 * integration test `functions/test/site-lifecycle.int.test.ts` runs them on the local stack.
 */
const send = vi.hoisted(() => vi.fn());
vi.mock('../data/dynamo.ts', () => ({ dynamo: () => ({ send }), tableName: () => 'cellar-test' }));
const { outsideCounts, siteDataRepository } = await import('./site-data-repository.ts');

const site = authorisedSiteId(1);
const item = (pk: string, sk: string, more: Record<string, unknown> = {}) => ({ pk, sk, ...more });
const wine = item('SITE#1#PRODUCT#0000000004', 'PRODUCT', {
  type: 'PRODUCT',
  kind: 3,
  grapes: [{ id: 5 }, { id: 5 }],
  taste: [7],
  features: [{ idType: 2 }],
  products: [{ id: 9 }],
});
const page = item('SITE#1#PAGE#0000000001', 'META', { type: 'PAGE' });
const updates = (actions: ReturnType<typeof outsideCounts>) =>
  actions.map((action) => [action.Update!.Key, action.Update!.ExpressionAttributeValues]);

beforeEach(() => send.mockReset());

describe('the counts a site moved outside itself', () => {
  it('moves a product’s nomenclature back, once per entry however often it names it, and nothing of the site', () => {
    expect(updates(outsideCounts(site, wine))).toEqual([
      [{ pk: 'NOMENCLATURE', sk: 'KIND#0000000003' }, { ':delta': -1 }],
      [{ pk: 'NOMENCLATURE', sk: 'GRAPE#0000000005' }, { ':delta': -2 }],
      [{ pk: 'NOMENCLATURE', sk: 'TASTE#0000000007' }, { ':delta': -1 }],
    ]);
  });

  it('moves a vintage’s ingredients, an award’s type and a choice’s global box back', () => {
    const vintage = item('SITE#1#PRODUCT#0000000004', 'VINTAGE#0000000001', { type: 'VINTAGE', ingredients: [8] });
    expect(updates(outsideCounts(site, vintage))).toEqual([
      [{ pk: 'NOMENCLATURE', sk: 'INGREDIENT#0000000008' }, { ':delta': -1 }],
    ]);
    const award = item('SITE#1#PRODUCT#0000000004', 'AWARD#0000000001', { type: 'AWARD', awardType: 6 });
    expect(updates(outsideCounts(site, award))).toEqual([
      [{ pk: 'NOMENCLATURE', sk: 'AWARD#0000000006' }, { ':delta': -1 }],
    ]);
    const choice = item('SITE#1#BOX', 'CHOSEN#0000000012', { type: 'BOX_CHOICE', id: 12 });
    const [global] = outsideCounts(site, choice);
    expect(global!.Update).toMatchObject({
      Key: { pk: 'SITE#0#BOX', sk: 'BOX#0000000012' },
      UpdateExpression: 'ADD #uses :minus, #chosenBy :minus',
      ExpressionAttributeValues: { ':minus': -1 },
    });
  });

  it('finds none on the other items', () => {
    expect(outsideCounts(site, page)).toEqual([]);
  });
});

describe('deleting a batch', () => {
  it('deletes plain items 25 a call, and an item with counts outside together with them', async () => {
    send.mockResolvedValue({});
    const pages = Array.from({ length: 30 }, (_, i) => item(`SITE#1#PAGE#${i}`, 'META', { type: 'PAGE' }));
    expect(await siteDataRepository.deleteItems(site, [wine, ...pages])).toBe(31);
    const commands = send.mock.calls.map(([command]) => command);
    expect(commands[0]).toBeInstanceOf(TransactWriteCommand);
    expect(commands[0].input.TransactItems[0].Delete).toMatchObject({
      Key: { pk: wine.pk, sk: wine.sk },
      ConditionExpression: 'attribute_exists(pk)',
    });
    expect(commands[0].input.TransactItems).toHaveLength(4);
    const batches = commands.slice(1);
    expect(batches.every((c) => c instanceof BatchWriteCommand)).toBe(true);
    expect(batches.map((c) => c.input.RequestItems['cellar-test'].length)).toEqual([25, 5]);
  });

  it('counts nothing twice: an item an earlier attempt deleted is skipped with its counts', async () => {
    send.mockRejectedValueOnce(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    expect(await siteDataRepository.deleteItems(site, [wine])).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends again what DynamoDB left unprocessed', async () => {
    send
      .mockResolvedValueOnce({
        UnprocessedItems: { 'cellar-test': [{ DeleteRequest: { Key: { pk: 'a', sk: 'b' } } }] },
      })
      .mockResolvedValueOnce({});
    await siteDataRepository.deleteItems(site, [page]);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![0].input.RequestItems['cellar-test']).toEqual([
      { DeleteRequest: { Key: { pk: 'a', sk: 'b' } } },
    ]);
  });
});

describe('finding the next batch', () => {
  it('scans the site’s partitions only, pages of half a batch, until half a batch is found', async () => {
    const found = (n: number) => Array.from({ length: n }, (_, i) => item(`SITE#1#X`, `${n}-${i}`));
    send
      .mockResolvedValueOnce({ Items: found(2), LastEvaluatedKey: { pk: 'p1', sk: 's1' } })
      .mockResolvedValueOnce({ Items: found(2), LastEvaluatedKey: { pk: 'p2', sk: 's2' } })
      .mockResolvedValueOnce({ Items: found(1), LastEvaluatedKey: { pk: 'p3', sk: 's3' } });
    const batch = await siteDataRepository.nextBatch(site, { pk: 'p0', sk: 's0' }, 10, 60_000);
    expect(batch.items).toHaveLength(5);
    expect(send).toHaveBeenCalledTimes(3);
    expect(batch.cursor).toEqual({ pk: 'p3', sk: 's3' });
    const scans = send.mock.calls.map(([command]) => command);
    expect(scans.every((c) => c instanceof ScanCommand)).toBe(true);
    expect(scans[0].input).toMatchObject({ Limit: 5, ExclusiveStartKey: { pk: 'p0', sk: 's0' } });
    expect(scans[1].input.ExclusiveStartKey).toEqual({ pk: 'p1', sk: 's1' });
    expect(scans[0].input.ExpressionAttributeValues).toMatchObject({
      ':site': 'SITE#1',
      ':prefix': 'SITE#1#',
      ':record': 'SITE',
      ':held0': 'SITE#1#JOBS',
      ':held1': 'SITE#1#RELEASES',
      ':held2': 'SITE#1#USER',
    });
  });

  it('answers no cursor at the table’s end', async () => {
    send.mockResolvedValueOnce({ Items: [page] });
    expect(await siteDataRepository.nextBatch(site, null, 500, 60_000)).toEqual({ items: [page], cursor: null });
  });
});
