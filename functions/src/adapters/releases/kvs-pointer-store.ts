// Registers the SigV4a signer the KeyValueStore API requires (it is signed for every region at once).
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { env } from '../../lib/env.ts';
import type { PointerStore } from './pointer-store.ts';

/** What the store's client must do: the SDK's `send`, replaced by recorded answers in the tests. */
export type KvsSend = (
  command: DescribeKeyValueStoreCommand | GetKeyCommand | UpdateKeysCommand,
) => Promise<{ ETag?: string; Value?: string }>;

const isNamed = (error: unknown, name: string) => (error as { name?: string } | null)?.name === name;

let client: CloudFrontKeyValueStoreClient | undefined;
const defaultSend: KvsSend = (command) => {
  client ??= new CloudFrontKeyValueStoreClient({});
  return client.send(command as UpdateKeysCommand) as Promise<{ ETag?: string; Value?: string }>;
};

/**
 * The CloudFront KeyValueStore the storefront's CloudFront Function reads (infra/lib/release-router.js). Every write
 * names the store's current ETag (optimistic concurrency): a concurrent writer makes it answer ConflictException, and
 * we read the ETag again and retry, a bounded number of times. One UpdateKeys switches every host of a site at once.
 */
export function kvsPointerStore(send: KvsSend = defaultSend, kvsArn = env().KVS_ARN): PointerStore {
  if (!kvsArn) throw new Error('KVS_ARN is not set: the release pointers have no KeyValueStore');
  const update = async (input: { Puts?: { Key: string; Value: string }[]; Deletes?: { Key: string }[] }) => {
    for (let attempt = 1; ; attempt++) {
      const { ETag } = await send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }));
      try {
        await send(new UpdateKeysCommand({ KvsARN: kvsArn, IfMatch: ETag!, ...input }));
        return;
      } catch (error) {
        if (!isNamed(error, 'ConflictException') || attempt >= 5) throw error;
      }
    }
  };
  return {
    async get(key) {
      try {
        return (await send(new GetKeyCommand({ KvsARN: kvsArn, Key: key }))).Value ?? null;
      } catch (error) {
        if (isNamed(error, 'ResourceNotFoundException')) return null;
        throw error;
      }
    },
    async put(entries) {
      const puts = Object.entries(entries).map(([Key, Value]) => ({ Key, Value }));
      if (puts.length > 0) await update({ Puts: puts });
    },
    async remove(keys) {
      if (keys.length > 0) await update({ Deletes: keys.map((Key) => ({ Key })) });
    },
  };
}
