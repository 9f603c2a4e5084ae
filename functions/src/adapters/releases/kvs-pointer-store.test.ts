import { describe, expect, it } from 'vitest';
import { DescribeKeyValueStoreCommand, GetKeyCommand } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { kvsPointerStore, type KvsSend } from './kvs-pointer-store.ts';

const arn = 'arn:aws:cloudfront::123456789012:key-value-store/327284aa-bcd5-499f-a3ff-26b9a9d31b58';

/** A KeyValueStore as its API answers (ETag per version, ConflictException on a stale If-Match). */
function fakeStore(options: { conflicts?: number } = {}) {
  const entries = new Map<string, string>();
  let version = 1;
  let conflicts = options.conflicts ?? 0;
  const calls: string[] = [];
  const send: KvsSend = async (command) => {
    if (command instanceof DescribeKeyValueStoreCommand) {
      calls.push('describe');
      return { ETag: `KV${version}` };
    }
    if (command instanceof GetKeyCommand) {
      calls.push(`get ${command.input.Key}`);
      const value = entries.get(command.input.Key!);
      if (value === undefined)
        throw Object.assign(new Error('Resource was not found.'), { name: 'ResourceNotFoundException' });
      return { Value: value };
    }
    calls.push(`update If-Match ${command.input.IfMatch}`);
    if (conflicts > 0 || command.input.IfMatch !== `KV${version}`) {
      conflicts--;
      version++; // another writer went first
      throw Object.assign(new Error('Resource is not in expected state.'), { name: 'ConflictException' });
    }
    for (const put of command.input.Puts ?? []) entries.set(put.Key!, put.Value!);
    for (const removed of command.input.Deletes ?? []) entries.delete(removed.Key!);
    version++;
    return { ETag: `KV${version}` };
  };
  return { send, entries, calls };
}

describe('the CloudFront KeyValueStore pointers', () => {
  it('switches every host of a site in one update that names the store’s current ETag', async () => {
    const store = fakeStore();
    const pointers = kvsPointerStore(store.send, arn);
    await pointers.put({ 'www.domaine-des-lilas.fr': 'releases/1/a', 'site-1': 'releases/1/a' });
    expect(store.calls).toEqual(['describe', 'update If-Match KV1']);
    expect(await pointers.get('www.domaine-des-lilas.fr')).toBe('releases/1/a');
    expect(await pointers.get('site-1')).toBe('releases/1/a');
  });

  it('reads the ETag again and retries when another writer went first', async () => {
    const store = fakeStore({ conflicts: 2 });
    await kvsPointerStore(store.send, arn).put({ 'site-1': 'releases/1/b' });
    expect(store.calls.filter((c) => c === 'describe')).toHaveLength(3);
    expect(store.entries.get('site-1')).toBe('releases/1/b');
  });

  it('answers null for a host it holds nothing for, and removes keys', async () => {
    const store = fakeStore();
    const pointers = kvsPointerStore(store.send, arn);
    expect(await pointers.get('unknown.example')).toBeNull();
    await pointers.put({ 'preview-1-abc': 'releases/1/p' });
    await pointers.remove(['preview-1-abc']);
    expect(await pointers.get('preview-1-abc')).toBeNull();
  });

  it('gives up after five conflicts in a row rather than loop', async () => {
    const store = fakeStore({ conflicts: 99 });
    await expect(kvsPointerStore(store.send, arn).put({ 'site-1': 'releases/1/c' })).rejects.toThrow(/expected state/);
  });
});
